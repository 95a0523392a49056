import { randomUUID } from 'node:crypto'
import { InMemoryFileStateCache } from '../../fs/file-state-cache'
import { costOf } from '../../providers/cost'
import type { ModelMessage } from '../../providers/model-message'
import { emptyUsage, type TokenUsage } from '../../providers/model-stream-part'
import type { SubagentOutcome, SubagentRequest } from '../../tools/subagent-port'
import type { AgentRuntimeDeps } from '../agent-runtime-deps'
import { stepRows } from '../loop/commit-step'
import { streamStep } from '../loop/stream-step'

/** Tools a subagent never gets: it cannot delegate again or talk to the user. */
const withheldTools = new Set(['subagent', 'ask_user', 'spawn_teammate'])

const subagentSystem = [
  'You are a subagent of AstroResearch, a research assistant for astronomers. You work alone on one delegated task',
  'with a fresh context and cannot ask the user anything. Use the tools, then answer with a self-contained summary of',
  'what you found (identifiers, numbers and units exact) — only that summary goes back to the main agent.',
].join(' ')

function addUsage(total: TokenUsage, step: TokenUsage): void {
  total.inputTokens += step.inputTokens
  total.outputTokens += step.outputTokens
  total.cachedInputTokens += step.cachedInputTokens
  total.reasoningTokens += step.reasoningTokens
}

const wrapUp = 'This is your last step: no more tools. Write your summary of what you found so far.'

/**
 * The loop behind the `subagent` tool: a fresh context, silent (no questions), at most `maxSteps` model calls, nothing
 * stored; its tool calls appear on the parent's timeline under a run id of their own. Only the summary returns.
 */
export function createSubagentRunner(
  deps: Omit<AgentRuntimeDeps, 'runSubagent'>,
): (parent: { sessionId: string; runId: string }, request: SubagentRequest) => Promise<SubagentOutcome> {
  return async (parent, request) => {
    const { model, price } = await deps.resolveModel(parent.sessionId)
    const runId = `${parent.runId}/subagent-${randomUUID().slice(0, 8)}`
    const tools = (await deps.toolSpecs(null)).filter((tool) => !withheldTools.has(tool.name))
    const system = [subagentSystem, request.system].filter(Boolean).join('\n\n')
    const context: ModelMessage[] = [{ role: 'user', content: request.instruction }]
    const ids = { sessionId: parent.sessionId, runId }
    const agent = request.agent ?? 'subagent'
    // A fresh context needs a file-state cache of its own: the parent's reads are not in it.
    const fileState = new InMemoryFileStateCache()
    const usage = emptyUsage()
    const ended = (steps: number, summary: string, isError: boolean): SubagentOutcome => ({
      summary,
      steps,
      isError,
      cost: { usage, usd: costOf(usage, price), known: price !== undefined },
    })
    // `maxSteps` is a ceiling on model calls: the last one has no tools and writes the summary.
    for (let step = 1; step <= request.maxSteps; step++) {
      const lastStep = step === request.maxSteps
      if (lastStep && step > 1) context.push({ role: 'user', content: wrapUp })
      const turn = deps.executor.startStreamingTurn({
        ...ids,
        step,
        agent,
        signal: request.signal,
        silent: true,
        allowedTools: tools.map((tool) => tool.name),
        fileState,
        model: { provider: model.provider, modelId: model.modelId, imageInput: model.imageInput },
        runSignal: request.signal,
        runSubagent: async () => ({
          summary: 'A subagent cannot start another subagent; do the task yourself.',
          steps: 0,
          isError: true,
        }),
      })
      const streamed = await streamStep({
        model,
        request: { system, messages: context, tools: lastStep ? [] : tools },
        signal: request.signal,
        turn,
        step,
        ids,
        emit: () => undefined,
      })
      const results = await turn.finish()
      addUsage(usage, streamed.usage)
      if (streamed.finishReason === 'aborted') return ended(step, 'The subagent was stopped.', true)
      if (streamed.error) return ended(step, `The subagent failed: ${streamed.error.message}`, true)
      const costUsd = costOf(streamed.usage, price)
      context.push(
        ...stepRows({ runId, step }, streamed, results, {
          usage: streamed.usage,
          costUsd,
          costKnown: price !== undefined,
          agent,
        }).messages,
      )
      if (streamed.calls.length === 0 || lastStep) {
        return ended(step, streamed.text.trim() || '(The subagent gave no summary.)', false)
      }
    }
    return ended(request.maxSteps, '(The subagent gave no summary.)', true)
  }
}
