import { DuplicateCallDetector } from './duplicate-detector'
import { ParallelGroup } from './parallel-group'
import { partition } from './partition'
import { prepareCall } from './prepare-call'
import { runAndFinalize } from './run-call'
import { type StreamingTurn, StreamingTurnRunner } from './streaming-turn'
import { createTurnScope, type PreparedCall } from './turn-scope'
import type { ToolCallRequest, ToolCallResult, ToolExecutorDeps, TurnContext } from './types'

/** The one tool executor; the agent loop drives it, native and XML decoders feed it the same ToolCallRequest list. */
export interface ToolExecutor {
  /**
   * Runs one assistant turn's calls: every call is checked first (duplicates, parse, whitelist, coerce/defaults/
   * validate, permissions — asking the user one call at a time — and PreToolUse hooks), then the ready calls run in
   * partitioned batches (`[read‖grep] [bash] [read] [write]`), agent switches last. Emits `tool-call`
   * (pending → running), `tool-progress`, `tool-result`. Never throws for a tool's failure: results come back in the
   * order of `calls`, one per call.
   */
  executeTurn(calls: readonly ToolCallRequest[], turn: TurnContext): Promise<ToolCallResult[]>
  /**
   * The streaming variant for a turn whose calls are still being streamed: `addCall` as each call's arguments
   * complete (safe calls start at once, others wait for exclusive execution), then `finish()` for all results.
   */
  startStreamingTurn(turn: TurnContext): StreamingTurn
  /** Drops a session's duplicate-detector state (session deleted). */
  forgetSession(sessionId: string): void
}

export function createToolExecutor(deps: ToolExecutorDeps): ToolExecutor {
  /**
   * Per session, reset by a new run (a user's new prompt may legitimately repeat an earlier call), one detector per
   * agent chain: the lead, each subagent, teammate or background task (their run ids derive from the run's,
   * `run/...`), and each agent the run switches to. One chain's calls never break another's consecutive count.
   */
  const detectors = new Map<string, { runId: string; chains: Map<string, DuplicateCallDetector> }>()
  const scopeFor = (turn: TurnContext) => {
    const runId = turn.runId.split('/')[0] ?? turn.runId
    let entry = detectors.get(turn.sessionId)
    if (!entry || entry.runId !== runId) {
      entry = { runId, chains: new Map() }
      detectors.set(turn.sessionId, entry)
    }
    const chain = `${turn.runId}\u0000${turn.agent}`
    let detector = entry.chains.get(chain)
    if (!detector) {
      detector = new DuplicateCallDetector()
      entry.chains.set(chain, detector)
    }
    return createTurnScope(deps, turn, detector, executeTurn)
  }

  async function executeTurn(calls: readonly ToolCallRequest[], turn: TurnContext): Promise<ToolCallResult[]> {
    const scope = scopeFor(turn)
    const results: ToolCallResult[] = []
    const ready: PreparedCall[] = []
    for (const [index, call] of calls.entries()) {
      const preparation = await prepareCall(scope, call, index)
      if (preparation.kind === 'done') results[index] = preparation.result
      else ready.push(preparation.call)
    }
    const regular = ready.filter((call) => !call.tool.isAgentSwitch)
    const agentSwitches = ready.filter((call) => call.tool.isAgentSwitch)
    for (const batch of partition(regular, (call) => call.safe)) {
      if (batch.parallel) {
        const group = new ParallelGroup(scope, Promise.resolve(), results)
        for (const call of batch.calls) group.add(call)
        await group.settled()
      } else {
        for (const call of batch.calls) results[call.index] = await runAndFinalize(scope, call, null)
      }
    }
    for (const call of agentSwitches) results[call.index] = await runAndFinalize(scope, call, null)
    return results
  }

  return {
    executeTurn,
    startStreamingTurn(turn) {
      return new StreamingTurnRunner(scopeFor(turn))
    },
    forgetSession(sessionId) {
      detectors.delete(sessionId)
    },
  }
}
