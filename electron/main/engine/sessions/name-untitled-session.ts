import type { EventInput } from '../../../shared/contract/events'
import type { SessionRepository } from './session-repository'
import { titleFromPrompt } from './title-from-prompt'

/** Names a session that still has the default title from the prompt that starts its first run. */
export function nameUntitledSession(
  sessions: Pick<SessionRepository, 'nameIfUntitled'>,
  events: { emit(event: EventInput): unknown },
): (sessionId: string, prompt: string) => void {
  return (sessionId, prompt) => {
    const title = titleFromPrompt(prompt)
    if (title && sessions.nameIfUntitled(sessionId, title)) {
      events.emit({ type: 'session-updated', sessionId, runId: '', change: 'renamed' })
    }
  }
}
