import type { Transport } from '../../../electron/shared/contract/transport'

/** What the chat needs from the agent runtime: start a run, run a prompt again or edited, switch versions, stop. */
export interface RunCommands {
  prompt(sessionId: string, prompt: string): Promise<void>
  regenerate(sessionId: string, runId: string): Promise<void>
  editPrompt(sessionId: string, runId: string, prompt: string): Promise<void>
  showVersion(sessionId: string, runId: string): Promise<void>
  cancel(sessionId: string, runId: string | undefined): Promise<void>
}

export function createRunCommands(transport: Transport): RunCommands {
  return {
    prompt: async (sessionId, prompt) => {
      await transport.invoke('session.prompt', { sessionId, prompt })
    },
    regenerate: async (sessionId, runId) => {
      await transport.invoke('session.regenerate', { sessionId, runId })
    },
    editPrompt: async (sessionId, runId, prompt) => {
      await transport.invoke('session.editPrompt', { sessionId, runId, prompt })
    },
    showVersion: async (sessionId, runId) => {
      await transport.invoke('session.showVersion', { sessionId, runId })
    },
    cancel: async (sessionId, runId) => {
      await transport.invoke('session.cancel', { sessionId, runId })
    },
  }
}
