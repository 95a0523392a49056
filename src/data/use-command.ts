import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { CommandInput, CommandName, CommandOutput } from '../../electron/shared/contract/commands'
import { useTransport } from './transport-context'

/** The cache key of one command's answer: the command, then its input. */
export function commandKey<N extends CommandName>(name: N, input: CommandInput<N>): readonly [N, CommandInput<N>] {
  return [name, input]
}

/**
 * An engine command's answer, cached by command and input, asked again when the engine says its area changed.
 * Leaving the screen cancels a command still running.
 */
export function useCommand<N extends CommandName>(
  name: N,
  input: CommandInput<N>,
  options: { enabled?: boolean } = {},
): UseQueryResult<CommandOutput<N>> {
  const transport = useTransport()
  return useQuery({
    queryKey: commandKey(name, input),
    queryFn: ({ signal }) => transport.invoke(name, input, { signal }),
    enabled: options.enabled ?? true,
  })
}
