import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CommandInput, CommandName, CommandOutput } from '../../electron/shared/contract/commands'
import { areaOf } from './command-areas'
import { refreshAreas } from './query-client'
import { useTransport } from './transport-context'

/**
 * A command that changes something. Once it succeeds, the cached answers of its area (and of `alsoRefreshes`) are
 * asked again, so every screen showing them follows without being told.
 */
export function useCommandMutation<N extends CommandName>(
  name: N,
  options: { alsoRefreshes?: readonly string[] } = {},
): UseMutationResult<CommandOutput<N>, Error, CommandInput<N>> {
  const transport = useTransport()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CommandInput<N>) => transport.invoke(name, input),
    onSuccess: () => refreshAreas(queryClient, [areaOf(name), ...(options.alsoRefreshes ?? [])]),
  })
}
