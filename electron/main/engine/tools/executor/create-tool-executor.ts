import { DuplicateCallDetector } from './duplicate-detector'
import { type StreamingTurn, StreamingTurnRunner } from './streaming-turn'
import { createTurnScope } from './turn-scope'
import type { ToolCallRequest, ToolCallResult, ToolExecutorDeps, TurnContext } from './types'

/** The one tool executor; the agent loop drives it, native and XML decoders feed it the same ToolCallRequest list. */
export interface ToolExecutor {
  /**
   * Runs one assistant turn's calls as `startStreamingTurn` does, all handed over at once: each call is checked
   * (duplicates, parse, whitelist, coerce/validate, permissions — asking the user one call at a time — and PreToolUse
   * hooks), then runs in partitioned batches (`[read‖grep] [bash] [read] [write]`), agent switches last. Emits `tool-call`
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

  /** A turn whose calls are all known: the streaming scheduler, fed every call at once. */
  function executeTurn(calls: readonly ToolCallRequest[], turn: TurnContext): Promise<ToolCallResult[]> {
    const streaming = new StreamingTurnRunner(scopeFor(turn))
    for (const call of calls) streaming.addCall(call)
    return streaming.finish()
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
