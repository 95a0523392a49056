import { randomUUID } from 'node:crypto'
import type { AnyToolDefinition, ToolContext, ToolServices } from '../define-tool'
import type { DuplicateCallDetector } from './duplicate-detector'
import { Interrupt } from './interrupt'
import type { ToolCallResult, ToolExecutorDeps, TurnContext } from './types'

/** What every stage of one turn shares. */
export interface TurnScope {
  deps: ToolExecutorDeps
  turn: TurnContext
  /** The services this turn's calls see. */
  services: ToolServices
  detector: DuplicateCallDetector
  /** Fires once when the turn's signal aborts (user cancel). */
  cancel: Interrupt
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
  return {
    deps,
    turn,
    services: typeof deps.services === 'function' ? deps.services(turn) : deps.services,
    detector,
    cancel: Interrupt.fromSignal(turn.signal, describeAbortReason),
    now: deps.now ?? Date.now,
    createCallId: () => `call_${createId()}`,
  }
}

export function describeAbortReason(signal: AbortSignal): string {
  const reason: unknown = signal.reason
  if (typeof reason === 'string') return reason
  if (reason instanceof Error && reason.name !== 'AbortError') return reason.message
  return 'the user stopped the run'
}

/** A call's ToolContext; `signal` is read lazily, since most calls never need an AbortController of their own. */
class CallContext implements ToolContext {
  readonly sessionId: string
  readonly runId: string
  readonly agent: string
  readonly silent: boolean
  readonly fileState: ToolContext['fileState']
  readonly services: ToolContext['services']

  constructor(
    private readonly scope: TurnScope,
    readonly callId: string,
    private readonly signalOf: () => AbortSignal,
    private readonly live: () => boolean,
  ) {
    const { turn } = scope
    this.sessionId = turn.sessionId
    this.runId = turn.runId
    this.agent = turn.agent
    this.silent = turn.silent
    this.fileState = turn.fileState
    this.services = scope.services
  }

  get signal(): AbortSignal {
    return this.signalOf()
  }

  progress(progress: Record<string, unknown>): void {
    if (!this.live()) return
    this.scope.deps.emit({
      type: 'tool-progress',
      sessionId: this.sessionId,
      runId: this.runId,
      id: this.callId,
      progress,
    })
  }
}

export function toolContext(
  scope: TurnScope,
  callId: string,
  signal: () => AbortSignal,
  live: () => boolean,
): ToolContext {
  return new CallContext(scope, callId, signal, live)
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
