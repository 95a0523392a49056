import { useCallback, useRef, useState } from 'react'
import type { CommandInput, CommandOutput } from '../../../electron/shared/contract/commands'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

export type AskResult = CommandOutput<'library.ask'>
export type AskInput = CommandInput<'library.ask'>

/** One question at a time over `library.ask`; a new question cancels the one still running. */
export function useAsk() {
  const transport = useTransport()
  const [result, setResult] = useState<AskResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const running = useRef<AbortController | null>(null)

  const ask = useCallback(
    async (input: AskInput) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      setBusy(true)
      setError(null)
      try {
        const answer = await transport.invoke('library.ask', input, { signal: controller.signal })
        if (!controller.signal.aborted) setResult(answer)
      } catch (caught) {
        if (!controller.signal.aborted) setError(describeError(caught))
      } finally {
        if (running.current === controller) {
          running.current = null
          setBusy(false)
        }
      }
    },
    [transport],
  )

  return { result, error, busy, ask }
}
