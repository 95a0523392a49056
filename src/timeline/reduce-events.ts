import type { AgentEvent, EventOf } from '../../electron/shared/contract/events'
import { addStepUsage } from './add-step-usage'
import { nestSubagentEvent } from './nest-subagent-event'
import type { RunView, TimelineView, ToolPart } from './timeline-types'
import { emptyTimeline } from './timeline-types'
import {
  appendBlock,
  appendDelta,
  cancelOpenTools,
  dropPermissionsOfRun,
  findLastIndex,
  newRun,
  removeRuns,
  replaceAt,
  settledToolStates,
  toolPartFromCall,
  withRun,
  withStep,
  withToolPart,
} from './timeline-updates'

type EventHandlers = { [Type in AgentEvent['type']]: (view: TimelineView, event: EventOf<Type>) => TimelineView }

/** How each kind of event changes the view; a new event type without a handler here is a compile error. */
const handlers: EventHandlers = {
  'run-start': (view, event) => {
    const index = findLastIndex(view.runs, (run) => run.id === event.runId)
    if (index !== -1) {
      const run = view.runs[index] as RunView
      const restarted = { ...run, prompt: event.prompt, startedAt: event.at, version: event.version ?? run.version }
      return { ...view, runs: replaceAt(view.runs, index, restarted) }
    }
    return { ...view, runs: [...view.runs, newRun(event.runId, event.prompt, event.at, event.version ?? null)] }
  },
  'run-end': (view, event) => {
    const status = event.reason === 'stop' ? 'completed' : event.reason
    const ended = withRun(view, event.runId, event.at, (run) => ({
      ...cancelOpenTools(run),
      status,
      endedAt: event.at,
    }))
    return dropPermissionsOfRun(ended, event.runId)
  },
  'run-abort': (view, event) => {
    const aborted = withRun(view, event.runId, event.at, (run) => ({
      ...cancelOpenTools(run),
      status: 'cancelled',
      endedAt: event.at,
      abortReason: event.reason,
    }))
    return dropPermissionsOfRun(aborted, event.runId)
  },
  'step-start': (view, event) => {
    return withRun(view, event.runId, event.at, (run) =>
      withStep(run, event.step, (block) => ({ ...block, agent: event.agent ?? null })),
    )
  },
  'step-end': (view, event) => {
    return withRun(view, event.runId, event.at, (run) =>
      withStep(run, event.step, (block) => ({ ...block, status: 'done', finishReason: event.finishReason })),
    )
  },
  'text-delta': (view, event) => {
    return withRun(view, event.runId, event.at, (run) =>
      withStep(run, event.step, (block) => appendDelta(block, 'text', event.delta)),
    )
  },
  'reasoning-delta': (view, event) => {
    return withRun(view, event.runId, event.at, (run) =>
      withStep(run, event.step, (block) => appendDelta(block, 'reasoning', event.delta)),
    )
  },
  'tool-call': (view, event) => {
    return withRun(view, event.runId, event.at, (run) => {
      const existing = withToolPart(run, event.toolCallId, (part) => ({
        ...part,
        name: event.name,
        arguments: event.arguments,
        state: settledToolStates.has(part.state) ? part.state : event.state,
      }))
      if (existing !== run) return existing
      return withStep(run, event.step, (block) => ({
        ...block,
        parts: [...block.parts, toolPartFromCall(event, block)],
      }))
    })
  },
  'tool-progress': (view, event) => {
    return withRun(view, event.runId, event.at, (run) =>
      withToolPart(run, event.toolCallId, (part) => ({
        ...part,
        progress: event.progress,
        state: part.state === 'pending' ? 'running' : part.state,
      })),
    )
  },
  'tool-result': (view, event) => {
    return withRun(view, event.runId, event.at, (run) => {
      const settle = (part: ToolPart): ToolPart => ({
        ...part,
        state: event.state,
        output: event.output,
        isError: event.isError,
        metadata: event.metadata,
      })
      const updated = withToolPart(run, event.toolCallId, settle)
      if (updated !== run) return updated
      return withStep(run, event.step, (block) => {
        const call: EventOf<'tool-call'> = {
          ...event,
          type: 'tool-call',
          toolCallId: event.toolCallId,
          arguments: {},
        }
        return { ...block, parts: [...block.parts, settle(toolPartFromCall(call, block))] }
      })
    })
  },
  'permission-request': (view, event) => {
    const withPart = withRun(view, event.runId, event.at, (run) =>
      withToolPart(run, event.toolCallId, (part) => ({ ...part, permissionRequestId: event.requestId })),
    )
    const request = {
      requestId: event.requestId,
      runId: event.runId,
      toolCallId: event.toolCallId,
      tool: event.tool,
      arguments: event.arguments,
      reason: event.reason,
      level: event.level,
      notices: event.notices,
      allowAlways: event.allowAlways,
      at: event.at,
    }
    return { ...withPart, pendingPermissions: [...withPart.pendingPermissions, request] }
  },
  'permission-response': (view, event) => {
    const request = view.pendingPermissions.find((pending) => pending.requestId === event.requestId)
    const remaining = view.pendingPermissions.filter((pending) => pending.requestId !== event.requestId)
    const answered = { ...view, pendingPermissions: remaining }
    if (event.decision !== 'deny' || !request) return answered
    return withRun(answered, event.runId, event.at, (run) =>
      withToolPart(run, request.toolCallId, (part) => ({
        ...part,
        state: 'denied',
        denialReason: event.reason ?? null,
      })),
    )
  },
  usage: (view, event) => {
    const withStepUsage = withRun(view, event.runId, event.at, (run) => ({
      // A step's subagents and teammates report their usage under the step as well: it adds up.
      ...withStep(run, event.step, (block) => ({ ...block, usage: addStepUsage(block.usage, event) })),
      costUsd: run.costUsd + event.costUsd,
      costKnown: run.costKnown && event.costKnown,
    }))
    const total = view.totalUsage
    return {
      ...withStepUsage,
      sessionCostUsd: event.sessionCostUsd,
      costKnown: withStepUsage.costKnown && event.costKnown,
      totalUsage: {
        inputTokens: total.inputTokens + event.usage.inputTokens,
        outputTokens: total.outputTokens + event.usage.outputTokens,
        cachedInputTokens: total.cachedInputTokens + event.usage.cachedInputTokens,
        reasoningTokens: total.reasoningTokens + event.usage.reasoningTokens,
      },
    }
  },
  compaction: (view, event) => {
    return withRun(view, event.runId, event.at, (run) =>
      appendBlock(run, {
        kind: 'compaction',
        key: `${run.id}:compaction:${event.seq}`,
        level: event.level,
        tokensBefore: event.tokensBefore,
        tokensAfter: event.tokensAfter,
      }),
    )
  },
  error: (view, event) => {
    return withRun(view, event.runId, event.at, (run) =>
      appendBlock(run, {
        kind: 'error',
        key: `${run.id}:error:${event.seq}`,
        code: event.code,
        message: event.message,
        hint: event.hint ?? null,
      }),
    )
  },
  'question-asked': (view, event) => {
    return withRun(view, event.runId, event.at, (run) =>
      appendBlock(run, {
        kind: 'question',
        key: `${run.id}:question:${event.questionId}`,
        questionId: event.questionId,
        question: event.question,
        options: event.options,
      }),
    )
  },
  'background-task-done': (view, event) => {
    return withRun(view, event.runId, event.at, (run) =>
      appendBlock(run, {
        kind: 'notice',
        key: `${run.id}:notice:${event.seq}`,
        notice: 'background-task-done',
        title: event.tool,
        detail: event.summary,
        isError: event.isError,
        artifact: null,
      }),
    )
  },
  'artifact-updated': (view, event) => {
    // The user's own edits and restores belong to no run: the panel shows them, the conversation does not.
    if (event.runId === '') return view
    return withRun(view, event.runId, event.at, (run) =>
      appendBlock(run, {
        kind: 'notice',
        key: `${run.id}:notice:${event.seq}`,
        notice: 'artifact-updated',
        title: event.artifact.title,
        detail: `v${event.artifact.version}`,
        isError: false,
        artifact: { id: event.artifact.id, version: event.artifact.version },
      }),
    )
  },
  'todo-updated': (view, event) => {
    return {
      ...view,
      todos: event.todos.map(({ id, content, status }) => ({ id, content, status })),
    }
  },
  'runs-removed': (view, event) => removeRuns(view, new Set(event.runIds)),
  // The timeline is read again from the engine (useSessionTimeline).
  'version-shown': (view) => view,
  'background-task-started': (view) => view,
  'background-task-progress': (view) => view,
  'team-changed': (view, event) => ({ ...view, teammates: event.teammates }),
  'session-updated': (view) => view,
  'library-progress': (view) => view,
  'library-add-updated': (view) => view,
  'embedding-model-progress': (view) => view,
}

function applyNew(view: TimelineView, event: AgentEvent): TimelineView {
  // TypeScript cannot pair `handlers[event.type]` with the narrowed event; the map's type pairs them.
  const handle = handlers[event.type] as (view: TimelineView, event: AgentEvent) => TimelineView
  return handle(view, nestSubagentEvent(view, event))
}

/**
 * One event into the view. Events at or below `lastSeq` were already applied (a replay overlapping live events) and
 * change nothing; `seq` 0 marks history the engine rebuilt from stored messages, applied in the order given.
 */
export function applyEvent(view: TimelineView, event: AgentEvent): TimelineView {
  if (event.seq !== 0 && event.seq <= view.lastSeq) return view
  return { ...applyNew(view, event), lastSeq: Math.max(view.lastSeq, event.seq) }
}

/** Builds a session's timeline from its events, in `seq` order. */
export function reduceEvents(events: readonly AgentEvent[], initial: TimelineView = emptyTimeline): TimelineView {
  let view = initial
  for (const event of events) view = applyEvent(view, event)
  return view
}
