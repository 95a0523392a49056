import { randomUUID } from 'node:crypto'
import type { ModelMessage } from '../../providers/model-message'
import type { SubagentOutcome, SubagentRequest, SubagentRunner } from '../../subagents/subagent-runner'
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

const wrapUp = 'You have used all your steps. Stop calling tools and write your summary of what you found so far.'

/**
 * The loop behind the `subagent` tool: a fresh context, silent (no questions), at most `maxSteps` steps, nothing
 * stored; its tool calls appear on the parent's timeline under a run id of their own. Only the summary returns.
 */
export function createSubagentRunner(deps: AgentRuntimeDeps): SubagentRunner {
  return {
    async run(request: SubagentRequest): Promise<SubagentOutcome> {
      const { model } = await deps.resolveModel(request.parentSessionId)
      const runId = `${request.runId}/subagent-${randomUUID().slice(0, 8)}`
      const tools = deps.toolSpecs().filter((tool) => !withheldTools.has(tool.name))
      const system = [subagentSystem, request.system].filter(Boolean).join('\n\n')
      const context: ModelMessage[] = [{ role: 'user', content: request.instruction }]
      const ids = { sessionId: request.parentSessionId, runId }
      for (let step = 1; step <= request.maxSteps + 1; step++) {
        const lastStep = step > request.maxSteps
        if (lastStep) context.push({ role: 'user', content: wrapUp })
        const turn = deps.executor.startStreamingTurn({
          ...ids,
          step,
          agent: request.label,
          signal: request.signal,
          silent: true,
          allowedTools: tools.map((tool) => tool.name),
          fileState: deps.fileState(request.parentSessionId),
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
        if (streamed.finishReason === 'aborted')
          return { summary: 'The subagent was stopped.', steps: step, isError: true }
        if (streamed.error) {
          return { summary: `The subagent failed: ${streamed.error.message}`, steps: step, isError: true }
        }
        context.push(
          ...stepRows({ runId, step }, streamed, results, { usage: streamed.usage, costUsd: 0, costKnown: false })
            .messages,
        )
        if (streamed.calls.length === 0 || lastStep) {
          return { summary: streamed.text.trim() || '(The subagent gave no summary.)', steps: step, isError: false }
        }
      }
      return { summary: '(The subagent gave no summary.)', steps: request.maxSteps, isError: true }
    },
  }
}
