import { type AgentEvent, artifactSnapshotSchema } from '../../../shared/contract/events'
import type { AgentRunRecord } from './store/agent-run-record'
import type { StoredMessage } from './store/stored-message'

/**
 * Rebuilds the events a client would have seen for stored runs (seq 0: they precede every live event), so one
 * reducer builds the timeline from history and from the live stream alike. The active run gets no end event.
 */
export function timelineEvents(
  messages: readonly StoredMessage[],
  runs: readonly AgentRunRecord[],
  activeRunId: string | null,
): AgentEvent[] {
  const events: AgentEvent[] = []
  const runsById = new Map(runs.map((run) => [run.id, run]))
  let sessionCost = 0
  let openRun: AgentRunRecord | undefined
  const resultsByCallId = new Map<string, StoredMessage>()
  const delegatedBySteps = new Map<string, StoredMessage[]>()
  const stepsWithRows = new Set<string>()
  for (const row of messages) {
    if (row.body.kind === 'tool' && row.body.message.role === 'tool') {
      resultsByCallId.set(`${row.runId}/${row.body.message.toolCallId}`, row)
    }
    if (row.body.kind === 'assistant') stepsWithRows.add(`${row.runId}/${row.step}`)
    if (row.body.kind === 'delegated-usage') {
      const key = `${row.runId}/${row.step}`
      delegatedBySteps.set(key, [...(delegatedBySteps.get(key) ?? []), row])
    }
  }
  const pushDelegated = (row: StoredMessage, base: { seq: number; sessionId: string; runId: string; at: number }) => {
    if (row.body.kind !== 'delegated-usage') return
    sessionCost += row.body.costUsd
    const { usage, costUsd, costKnown } = row.body
    events.push({ ...base, type: 'usage', step: row.step, usage, costUsd, costKnown, sessionCostUsd: sessionCost })
  }

  const closeRun = () => {
    if (!openRun || openRun.id === activeRunId) return
    const base = { seq: 0, sessionId: openRun.sessionId, runId: openRun.id, at: openRun.endedAt ?? openRun.startedAt }
    if (openRun.status === 'aborted') events.push({ ...base, type: 'run-abort', reason: 'Stopped by the user.' })
    else if (openRun.status !== 'running') {
      if (openRun.status === 'error' && openRun.error) {
        events.push({
          ...base,
          type: 'error',
          code: openRun.errorCode ?? 'run-error',
          message: openRun.error,
          ...(openRun.errorHint ? { hint: openRun.errorHint } : {}),
        })
      }
      events.push({ ...base, type: 'run-end', reason: openRun.status, steps: openRun.steps })
    }
    openRun = undefined
  }

  for (const row of messages) {
    const run = runsById.get(row.runId)
    if (!run) continue
    const base = { seq: 0, sessionId: run.sessionId, runId: run.id, at: row.createdAt }
    const body = row.body
    // A run's prompt is its step-0 row; later user rows (background notices, a delegate handing back) are not prompts.
    if (body.kind === 'user' && row.step === 0) {
      closeRun()
      openRun = run
      events.push({
        ...base,
        type: 'run-start',
        prompt: body.message.role === 'user' ? body.message.content : '',
        ...(run.version ? { version: run.version } : {}),
      })
    } else if (body.kind === 'delegated-usage') {
      // Stored while its step ran, before the step's own row: replayed with that step when the step has one.
      if (!stepsWithRows.has(`${row.runId}/${row.step}`)) pushDelegated(row, base)
    } else if (body.kind === 'summary') {
      const { level, tokensBefore, tokensAfter } = body
      events.push({ ...base, type: 'compaction', level, tokensBefore, tokensAfter })
    } else if (body.kind === 'assistant' && body.message.role === 'assistant') {
      const step = row.step
      events.push({ ...base, type: 'step-start', step, agent: body.agent })
      if (body.message.reasoning?.text) {
        events.push({ ...base, type: 'reasoning-delta', step, delta: body.message.reasoning.text })
      }
      if (body.message.text) events.push({ ...base, type: 'text-delta', step, delta: body.message.text })
      const calls = body.message.toolCalls
      for (const call of calls) {
        const result = resultsByCallId.get(`${row.runId}/${call.id}`)
        const state = result?.body.kind === 'tool' ? result.body.state : 'cancelled'
        events.push({
          ...base,
          type: 'tool-call',
          toolCallId: call.id,
          name: call.name,
          arguments: call.arguments,
          step,
          state,
        })
        if (result?.body.kind === 'tool' && result.body.message.role === 'tool') {
          // The artifact tools' results carry the snapshot their `artifact-updated` event had: the marker comes back.
          const artifact = artifactSnapshotSchema.safeParse(result.body.metadata.artifact_snapshot)
          if (artifact.success && !result.body.message.isError) {
            events.push({ ...base, type: 'artifact-updated', artifact: artifact.data })
          }
          events.push({
            ...base,
            type: 'tool-result',
            toolCallId: call.id,
            name: call.name,
            output: result.body.message.content,
            isError: result.body.message.isError,
            metadata: result.body.metadata,
            arguments: result.body.arguments,
            durationMs: result.body.durationMs,
            step,
            state,
          })
        }
      }
      for (const delegated of delegatedBySteps.get(`${row.runId}/${step}`) ?? []) pushDelegated(delegated, base)
      sessionCost += body.costUsd
      if (body.usage.inputTokens + body.usage.outputTokens > 0) {
        events.push({
          ...base,
          type: 'usage',
          step,
          usage: body.usage,
          costUsd: body.costUsd,
          costKnown: body.costKnown,
          sessionCostUsd: sessionCost,
        })
      }
      events.push({ ...base, type: 'step-end', step, finishReason: body.finishReason })
    }
  }
  closeRun()
  return events
}
