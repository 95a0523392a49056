import type { RunVersion } from '../../../../shared/domain/run-version'
import { LEAD_AGENT } from '../../agents/agent-profiles'
import { costOf } from '../../providers/cost'
import type { ModelMessage } from '../../providers/model-message'
import { emptyUsage } from '../../providers/model-stream-part'
import { ProviderError } from '../../providers/provider-error'
import type { SubagentRequest } from '../../tools/subagent-port'
import type { AgentRuntimeDeps, ResolvedModel } from '../agent-runtime-deps'
import { ModelUnavailableError } from '../agent-runtime-deps'
import type { Compactor } from '../compaction/compactor'
import { keptFileStates } from '../compaction/kept-file-states'
import { modelContext } from '../store/model-context'
import { stepRows } from './commit-step'
import type { RunErrorInfo, RunOutcome, RunStatusOutcome } from './run-outcome'
import { streamStep } from './stream-step'

export interface RunRequest {
  runId: string
  sessionId: string
  prompt: string
  /** For a new version of a message: the run it follows (null for the first message). */
  followsRunId?: string | null
  signal: AbortSignal
  /** The session's work beyond this run (teammates): aborted by Stop, session delete and engine dispose. */
  sessionSignal(): AbortSignal
  /** The session's model context and cost kept from its previous run; read from the store when absent. */
  carried: { context: ModelMessage[]; sessionCost: number } | undefined
  /** Called after each commit with the seq every later event of this run will exceed (reload boundary). */
  onCommitted(seq: number): void
  /** The context and cost at the end of the run, for the next run of the session. */
  onFinished(carried: { context: ModelMessage[]; sessionCost: number }): void
}

const handBack = (agent: string) =>
  `The ${agent} agent has finished; its answer is the message above. You are the lead agent again: continue the task.`

function errorInfo(error: unknown): RunErrorInfo {
  if (error instanceof ProviderError) return { code: error.code, message: error.message, hint: error.hint }
  if (error instanceof ModelUnavailableError) return { code: 'no-provider', message: error.message, hint: error.hint }
  const message = error instanceof Error ? error.message : String(error)
  return {
    code: 'internal',
    message: `The agent stopped unexpectedly: ${message}`,
    hint: 'Try again; the log file has details.',
  }
}

/**
 * One run: the user's message, then steps (compaction → model call with streamed deltas and tool calls handed to the
 * streaming executor → usage → commit) until the model stops calling tools, max steps, an error, or cancel. Each step
 * runs as the active agent (its prompt and tools); call_subagent makes another agent active after the turn, and when
 * that agent stops calling tools the lead takes over again with its answer.
 */
export async function runAgent(deps: AgentRuntimeDeps, compactor: Compactor, run: RunRequest): Promise<RunOutcome> {
  const ids = { sessionId: run.sessionId, runId: run.runId }
  const emit = (event: Parameters<typeof deps.events.emit>[0]) => deps.events.emit(event)
  const commit = (rows: Parameters<typeof deps.store.append>[1]) => {
    deps.store.append(run.sessionId, rows, deps.now())
  }

  deps.store.startRun({
    id: run.runId,
    sessionId: run.sessionId,
    prompt: run.prompt,
    startedAt: deps.now(),
    ...(run.followsRunId === undefined ? {} : { followsRunId: run.followsRunId }),
  })
  let context: ModelMessage[] = run.carried
    ? [...run.carried.context]
    : modelContext(deps.store.messages(run.sessionId))
  const userMessage: ModelMessage = { role: 'user', content: run.prompt }
  commit([{ runId: run.runId, step: 0, body: { kind: 'user', message: userMessage } }])
  context.push(userMessage)
  run.onCommitted(deps.events.lastSeq())
  const version = run.followsRunId === undefined ? null : versionOfRun(deps.store, run.sessionId, run.runId)
  emit({ type: 'run-start', ...ids, prompt: run.prompt, ...(version ? { version } : {}) })

  let steps = 0
  let sessionCost = run.carried?.sessionCost ?? deps.store.sessionCost(run.sessionId)
  const finish = (status: RunStatusOutcome, error: RunErrorInfo | null = null): RunOutcome => {
    if (error)
      emit({
        type: 'error',
        ...ids,
        code: error.code,
        message: error.message,
        ...(error.hint ? { hint: error.hint } : {}),
      })
    deps.store.endRun(run.runId, {
      status: status === 'aborted' ? 'aborted' : status,
      steps,
      ...(error ? { error } : {}),
      endedAt: deps.now(),
    })
    run.onFinished({ context, sessionCost })
    if (status === 'aborted') emit({ type: 'run-abort', ...ids, reason: 'Stopped by the user.' })
    else emit({ type: 'run-end', ...ids, reason: status, steps })
    return { runId: run.runId, status, steps, error }
  }

  try {
    let resolved: ResolvedModel
    try {
      resolved = await deps.resolveModel(run.sessionId)
    } catch (error) {
      return finish('error', errorInfo(error))
    }
    const { maxSteps } = deps.settings()
    let agent = LEAD_AGENT
    let system = await deps.systemPrompt(run.sessionId, run.prompt, agent)
    let tools = await deps.toolSpecs(agent)
    const switchTo = async (next: string) => {
      agent = next
      system = await deps.systemPrompt(run.sessionId, run.prompt, agent)
      tools = await deps.toolSpecs(agent)
    }
    const runSubagent = async (request: SubagentRequest) => {
      const outcome = await deps.runSubagent(ids, request)
      const { usage, usd, known } = outcome.cost ?? { usage: emptyUsage(), usd: 0, known: true }
      if (usage.inputTokens + usage.outputTokens > 0) {
        sessionCost += usd
        commit([
          {
            runId: run.runId,
            step: steps,
            body: {
              kind: 'delegated-usage',
              agent: request.agent ?? 'subagent',
              usage,
              costUsd: usd,
              costKnown: known,
            },
          },
        ])
        emit({ type: 'usage', ...ids, step: steps, usage, costUsd: usd, costKnown: known, sessionCostUsd: sessionCost })
      }
      return outcome
    }

    while (steps < maxSteps) {
      if (run.signal.aborted) return finish('aborted')
      steps += 1
      const step = steps

      /** Returns whether a summary replaced the conversation. */
      const compact = async (force: boolean): Promise<boolean> => {
        const fileState = deps.fileState(run.sessionId)
        const snapshot = fileState.snapshot()
        const compaction = await compactor.prepare({
          sessionId: run.sessionId,
          model: resolved.model,
          system,
          tools,
          messages: context,
          signal: run.signal,
          force,
        })
        context = compaction.messages
        if (compaction.compactions.length > 0) {
          fileState.restore(keptFileStates(snapshot, context, compaction.restoredCallIds))
        }
        if (compaction.summary) {
          const { messages, level, tokensBefore, tokensAfter } = compaction.summary
          commit([{ runId: run.runId, step, body: { kind: 'summary', messages, level, tokensBefore, tokensAfter } }])
        }
        for (const record of compaction.compactions) emit({ type: 'compaction', ...ids, ...record })
        if (compaction.failure) {
          emit({
            type: 'error',
            ...ids,
            code: 'compaction-failed',
            message: `Compacting the conversation failed: ${compaction.failure}`,
            hint: 'The run continues with the full conversation; automatic compaction pauses after repeated failures.',
          })
        }
        return compaction.summary !== null
      }

      const notice = deps.notices(run.sessionId)
      if (notice !== null) {
        const message: ModelMessage = { role: 'user', content: notice }
        commit([{ runId: run.runId, step, body: { kind: 'user', message } }])
        context.push(message)
      }
      await compact(false)
      emit({ type: 'step-start', ...ids, step, agent })
      const stepController = new AbortController()
      const onRunAbort = () => stepController.abort(run.signal.reason)
      run.signal.addEventListener('abort', onRunAbort, { once: true })
      try {
        const turn = deps.executor.startStreamingTurn({
          ...ids,
          step,
          agent,
          signal: stepController.signal,
          runSignal: run.signal,
          sessionSignal: run.sessionSignal,
          silent: false,
          allowedTools: tools.map((tool) => tool.name),
          fileState: deps.fileState(run.sessionId),
          model: {
            provider: resolved.model.provider,
            modelId: resolved.model.modelId,
            imageInput: resolved.model.imageInput,
          },
          runSubagent,
        })
        const request = { system, messages: context, tools }
        let streamed = await streamStep({ model: resolved.model, request, signal: run.signal, turn, step, ids, emit })
        if (streamed.error?.code === 'context-too-long' && streamed.emptyBeforeError && !run.signal.aborted) {
          if (await compact(true)) {
            streamed = await streamStep({
              model: resolved.model,
              request: { ...request, messages: context },
              signal: run.signal,
              turn,
              step,
              ids,
              emit,
            })
          }
        }
        if (streamed.error) stepController.abort(streamed.error)
        const results = await turn.finish()
        const costUsd = costOf(streamed.usage, resolved.price)
        const costKnown = resolved.price !== undefined
        sessionCost += costUsd
        const { usage } = streamed
        if (usage.inputTokens + usage.outputTokens > 0) {
          emit({ type: 'usage', ...ids, step, usage, costUsd, costKnown, sessionCostUsd: sessionCost })
        }
        const committed = stepRows({ runId: run.runId, step }, streamed, results, { usage, costUsd, costKnown, agent })
        commit(committed.rows)
        context.push(...committed.messages)
        emit({ type: 'step-end', ...ids, step, finishReason: streamed.finishReason })
        run.onCommitted(deps.events.lastSeq())

        if (streamed.finishReason === 'aborted' || run.signal.aborted) return finish('aborted')
        if (streamed.error) return finish('error', errorInfo(streamed.error))
        const handover = results.find((result) => result.isAgentSwitch)?.metadata.agent
        if (typeof handover === 'string') await switchTo(handover)
        else if (streamed.calls.length === 0) {
          if (agent === LEAD_AGENT) return finish('stop')
          const message: ModelMessage = { role: 'user', content: handBack(agent) }
          commit([{ runId: run.runId, step, body: { kind: 'user', message } }])
          context.push(message)
          await switchTo(LEAD_AGENT)
        }
      } finally {
        run.signal.removeEventListener('abort', onRunAbort)
        // Whatever ended the step, no tool of it may keep running (a no-op once every call has finished).
        stepController.abort(new Error('The step ended.'))
      }
    }
    return finish('max-steps')
  } catch (error) {
    if (run.signal.aborted) return finish('aborted')
    deps.onInternalError?.(error)
    return finish('error', errorInfo(error))
  }
}

function versionOfRun(store: AgentRuntimeDeps['store'], sessionId: string, runId: string): RunVersion | null {
  return store.runs(sessionId).find((candidate) => candidate.id === runId)?.version ?? null
}
