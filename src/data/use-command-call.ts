import { type UseMutationResult, useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { CommandInput, CommandName, CommandOutput } from '../../electron/shared/contract/commands'
import { useTransport } from './transport-context'

/**
 * A command the user starts that changes nothing cached (a question, a query, an export): its state is the latest
 * call's; a new call cancels the one still running, and so does leaving the screen.
 */
export function useCommandCall<N extends CommandName>(
  name: N,
): UseMutationResult<CommandOutput<N>, Error, CommandInput<N>> {
  const transport = useTransport()
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])
  return useMutation({
    mutationFn: (input: CommandInput<N>) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      return transport.invoke(name, input, { signal: controller.signal })
    },
  })
}
