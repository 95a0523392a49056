import type { AgentEvent } from '../../electron/shared/contract/events'
import type { TimelineView } from './timeline-types'

/** What a subagent's run id adds to its parent's: `<parent run>/subagent-<id>`. */
const SUBAGENT_RUN = '/subagent-'

/**
 * A subagent's tool calls carry a run id of their own, which never starts or ends. They are shown in the parent run's
 * latest step, the one whose call started the subagent, with ids that cannot collide with the parent's own calls.
 */
export function nestSubagentEvent(view: TimelineView, event: AgentEvent): AgentEvent {
  const cut = event.runId.indexOf(SUBAGENT_RUN)
  if (cut === -1) return event
  const runId = event.runId.slice(0, cut)
  const nested = (id: string) => `${event.runId}:${id}`
  const parent = [...view.runs].reverse().find((run) => run.id === runId)
  const lastStep = [...(parent?.blocks ?? [])].reverse().find((block) => block.kind === 'step')
  const step = lastStep?.kind === 'step' ? lastStep.step : 0
  switch (event.type) {
    case 'tool-call':
      return { ...event, runId, step, toolCallId: nested(event.toolCallId) }
    case 'tool-progress':
      return { ...event, runId, toolCallId: nested(event.toolCallId) }
    case 'tool-result':
      return { ...event, runId, step, toolCallId: nested(event.toolCallId) }
    case 'permission-request':
      return { ...event, runId, toolCallId: nested(event.toolCallId) }
    default:
      return { ...event, runId }
  }
}
