import type { EventInput } from '../../../shared/contract/events'
import type { Teammate } from '../../../shared/domain/teammate'

/** Which teammates are working in each session, told to the window by `team-changed` whenever one starts or ends. */
export function createTeamRoster(deps: { emit(event: EventInput): void; now(): number }) {
  const working = new Map<string, Teammate[]>()
  const list = (sessionId: string): Teammate[] => (working.get(sessionId) ?? []).map((teammate) => ({ ...teammate }))
  const changed = (sessionId: string, runId: string, teammates: Teammate[]) => {
    if (teammates.length === 0) working.delete(sessionId)
    else working.set(sessionId, teammates)
    deps.emit({ type: 'team-changed', sessionId, runId, teammates: list(sessionId) })
  }
  return {
    list,
    started(sessionId: string, runId: string, teammate: { name: string; role: string }): void {
      changed(sessionId, runId, [...(working.get(sessionId) ?? []), { ...teammate, startedAt: deps.now() }])
    },
    ended(sessionId: string, runId: string, name: string): void {
      const left = (working.get(sessionId) ?? []).filter((teammate) => teammate.name !== name)
      changed(sessionId, runId, left)
    },
  }
}

export type TeamRoster = ReturnType<typeof createTeamRoster>
