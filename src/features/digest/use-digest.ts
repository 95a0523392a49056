import { useCallback, useEffect, useState } from 'react'
import type { Digest } from '../../../electron/shared/contract/commands/digest'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

/** The ranked listing of a day (today when `date` is empty), refetched when the day changes or on `reload`. */
export function useDigest(date: string) {
  const transport = useTransport()
  const [digest, setDigest] = useState<Digest | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)

  const reload = useCallback(async () => {
    setLoading(true)
    try {
      setDigest(await transport.invoke('digest.get', date ? { date } : {}))
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    } finally {
      setLoading(false)
    }
  }, [transport, date])

  useEffect(() => {
    void reload()
  }, [reload])

  return { digest, error, loading, reload }
}
