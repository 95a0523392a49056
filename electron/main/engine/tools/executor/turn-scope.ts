import { randomUUID } from 'node:crypto'
import type { AnyToolDefinition, ToolContext } from '../define-tool'
import type { DuplicateCallDetector } from './duplicate-detector'
import type { ToolCallResult, ToolExecutorDeps, TurnContext } from './types'

/** What every stage of one turn shares. */
export interface TurnScope {
  deps: ToolExecutorDeps
  turn: TurnContext
  detector: DuplicateCallDetector
  now(): number
  createCallId(): string
}

/** A call that passed every check and waits for its batch. */
export interface PreparedCall {
  index: number
  callId: string
  name: string
  tool: AnyToolDefinition
  /** The zod-parsed input the tool receives. */
  input: unknown
  /** The arguments as the model and the UI see them (after coercion, defaults and hook mutation). */
  arguments: Record<string, unknown>
  appendContext: string[]
  /** May run beside other safe calls (never true for agent switches). */
  safe: boolean
  preparedAt: number
}

export type Preparation = { kind: 'ready'; call: PreparedCall } | { kind: 'done'; result: ToolCallResult }

export function createTurnScope(deps: ToolExecutorDeps, turn: TurnContext, detector: DuplicateCallDetector): TurnScope {
  const createId = deps.createId ?? randomUUID
  return { deps, turn, detector, now: deps.now ?? Date.now, createCallId: () => `call_${createId()}` }
}

export function toolContext(scope: TurnScope, callId: string, signal: AbortSignal, live: () => boolean): ToolContext {
  const { turn, deps } = scope
  return {
    signal,
    sessionId: turn.sessionId,
    runId: turn.runId,
    callId,
    agent: turn.agent,
    silent: turn.silent,
    fileState: turn.fileState,
    services: deps.services,
    progress: (progress) => {
      if (!live()) return
      deps.emit({ type: 'tool-progress', sessionId: turn.sessionId, runId: turn.runId, id: callId, progress })
    },
  }
}

export function emitToolCall(
  scope: TurnScope,
  call: { callId: string; name: string; arguments: Record<string, unknown> },
  state: 'pending' | 'running',
): void {
  const { turn } = scope
  scope.deps.emit({
    type: 'tool-call',
    sessionId: turn.sessionId,
    runId: turn.runId,
    id: call.callId,
    name: call.name,
    arguments: call.arguments,
    step: turn.step,
    state,
  })
}
