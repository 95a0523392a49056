import { useCallback, useEffect, useState } from 'react'
import type { HookOutcome } from '../../../electron/shared/domain/hook-outcome'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

const POLL_MS = 5_000

/** How each settings hook last ran, read again every few seconds while Settings is open. */
export function useHookOutcomes() {
  const transport = useTransport()
  const [outcomes, setOutcomes] = useState<(HookOutcome | null)[]>([])
  const [error, setError] = useState<string | null>(null)
  const refresh = useCallback(async () => {
    try {
      setOutcomes((await transport.invoke('hooks.status', {})).outcomes)
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    }
  }, [transport])
  useEffect(() => {
    void refresh()
    const timer = setInterval(() => void refresh(), POLL_MS)
    return () => clearInterval(timer)
  }, [refresh])
  return { outcomes, error, refresh }
}
