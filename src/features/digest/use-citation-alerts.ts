import { useCallback, useEffect, useState } from 'react'
import type { z } from 'zod'
import type { digestCommands } from '../../../electron/shared/contract/commands/digest'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { useTransport } from '../../data/transport-context'

export type CitationAlertList = z.infer<(typeof digestCommands)['digest.citations']['output']>

/** The citation alerts of Settings → Digest, asked for again whenever those settings change. */
export function useCitationAlerts() {
  const transport = useTransport()
  const { settings } = useSettings()
  const [alerts, setAlerts] = useState<CitationAlertList | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const chosen = JSON.stringify(settings?.digest.citations ?? null)

  const reload = useCallback(async () => {
    if (chosen === 'null') return
    setLoading(true)
    try {
      setAlerts(await transport.invoke('digest.citations', {}))
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    } finally {
      setLoading(false)
    }
  }, [transport, chosen])

  useEffect(() => {
    void reload()
  }, [reload])
  return { alerts, error, loading, reload }
}
