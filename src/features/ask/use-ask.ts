import type { CommandInput, CommandOutput } from '../../../electron/shared/contract/commands'
import { useCommandCall } from '../../data/use-command-call'

export type AskResult = CommandOutput<'library.ask'>
export type AskInput = CommandInput<'library.ask'>

/** One question at a time over `library.ask`; a new question cancels the one still running. */
export function useAsk() {
  const asking = useCommandCall('library.ask')
  return { result: asking.data ?? null, error: asking.error, busy: asking.isPending, ask: asking.mutate }
}
