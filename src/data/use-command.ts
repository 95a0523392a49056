import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { CommandInput, CommandName, CommandOutput } from '../../electron/shared/contract/commands'
import { useTransport } from './transport-context'

/** The cache key of one command's answer: the command, then its input. */
export function commandKey<N extends CommandName>(name: N, input: CommandInput<N>): readonly [N, CommandInput<N>] {
  return [name, input]
}

/**
 * An engine command's answer, cached by command and input, asked again when the engine says its area changed.
 * Leaving the screen cancels a command still running. `cached: false` is for answers no event announces a change of
 * (a file on disk): they are asked again each time a screen shows them and dropped when none does. `keepsPrevious`
 * shows the answer to the previous input until the new one arrives (a search as it is typed).
 */
export function useCommand<N extends CommandName>(
  name: N,
  input: CommandInput<N>,
  options: { enabled?: boolean; cached?: boolean; keepsPrevious?: boolean } = {},
): UseQueryResult<CommandOutput<N>> {
  const transport = useTransport()
  return useQuery({
    queryKey: commandKey(name, input),
    queryFn: ({ signal }) => transport.invoke(name, input, { signal }),
    enabled: options.enabled ?? true,
    ...(options.keepsPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.cached === false ? { staleTime: 0, gcTime: 0 } : {}),
  })
}
