import { isCommandName } from '../../../electron/shared/contract/commands'
import type { Transport } from '../../../electron/shared/contract/transport'

/** What the chat needs from the agent runtime: start a run with a prompt, stop the session's run. */
export interface RunCommands {
  prompt(sessionId: string, prompt: string): Promise<void>
  cancel(sessionId: string): Promise<void>
}

type UntypedInvoke = (name: string, input: unknown) => Promise<unknown>

/** The agent's commands when this build's contract has them; null otherwise (the chat then says so). */
export function createRunCommands(transport: Transport): RunCommands | null {
  if (!isCommandName('session.prompt') || !isCommandName('session.cancel')) return null
  const invoke = transport.invoke.bind(transport) as unknown as UntypedInvoke
  return {
    prompt: async (sessionId, prompt) => {
      await invoke('session.prompt', { sessionId, prompt })
    },
    cancel: async (sessionId) => {
      await invoke('session.cancel', { sessionId })
    },
  }
}
