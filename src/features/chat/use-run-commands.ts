import type { UseMutationResult } from '@tanstack/react-query'
import { useCommandMutation } from '../../data/use-command-mutation'

/**
 * What the chat asks of the agent runtime: start a run, run a prompt again or edited, show another version of a
 * message, stop the session's run, answer a permission request. `error` is the last failure; each new command clears it.
 */
export function useRunCommands(sessionId: string) {
  const prompting = useCommandMutation('session.prompt')
  const regenerating = useCommandMutation('session.regenerate')
  const editing = useCommandMutation('session.editPrompt')
  const showingVersion = useCommandMutation('session.showVersion')
  const cancelling = useCommandMutation('session.cancel')
  const replying = useCommandMutation('permission.reply')
  const all = [prompting, regenerating, editing, showingVersion, cancelling, replying]

  /** Resolves false on failure, so the caller keeps what was typed. */
  async function attempt<Input>(mutation: UseMutationResult<unknown, Error, Input>, input: Input): Promise<boolean> {
    for (const other of all) if (other !== mutation) other.reset()
    return mutation.mutateAsync(input).then(
      () => true,
      () => false,
    )
  }

  return {
    error: all.find((mutation) => mutation.error)?.error ?? null,
    prompt: (prompt: string) => attempt(prompting, { sessionId, prompt }),
    regenerate: (runId: string) => attempt(regenerating, { sessionId, runId }),
    editPrompt: (runId: string, prompt: string) => attempt(editing, { sessionId, runId, prompt }),
    showVersion: (runId: string) => attempt(showingVersion, { sessionId, runId }),
    cancel: (runId: string | undefined) => attempt(cancelling, { sessionId, runId }),
    reply: replying.mutateAsync,
  }
}
