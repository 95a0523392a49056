import type { Engine } from '../../electron/main/engine/engine'
import type { AgentEvent } from '../../electron/shared/contract/events'

const context = { signal: new AbortController().signal }

/** Prompts a session (a new one unless given) and collects its events until the run ends. */
export async function promptToEnd(engine: Engine, prompt: string, sessionId?: string): Promise<AgentEvent[]> {
  const id = sessionId ?? (await engine.handlers['session.create']({ title: 'Scripted' }, context)).id
  const seen: AgentEvent[] = []
  const ended = new Promise<void>((resolve) => {
    engine.events.subscribe({ sessionId: id }, (event) => {
      seen.push(event)
      if (event.type === 'run-end' || event.type === 'run-abort') resolve()
    })
  })
  await engine.handlers['session.prompt']({ sessionId: id, prompt }, context)
  await ended
  return seen
}

export function eventsOfType<Type extends AgentEvent['type']>(
  events: readonly AgentEvent[],
  type: Type,
): Extract<AgentEvent, { type: Type }>[] {
  return events.filter((event): event is Extract<AgentEvent, { type: Type }> => event.type === type)
}
