import { randomUUID } from 'node:crypto'
import { InMemoryFileStateCache } from '../../fs/file-state-cache'
import type { AnyToolDefinition, NestedToolCall, ToolContext, ToolOutput } from '../define-tool'
import type { SubagentOutcome, SubagentRequest } from '../subagent-port'
import { callEvents } from './call-events'
import type { DuplicateCallDetector } from './duplicate-detector'
import { Interrupt } from './interrupt'
import type { ToolCallRequest, ToolCallResult, ToolExecutorDeps, TurnContext } from './types'

/** What every stage of one turn shares. */
export interface TurnScope {
  deps: ToolExecutorDeps
  turn: TurnContext
  detector: DuplicateCallDetector
  /** Fires once when the turn's signal aborts (the step ends early or the user stops): Cancel tools stop. */
  cancel: Interrupt
  /** Fires once when the run is stopped: Block tools, shielded from `cancel`, are told to stop too. */
  stop: Interrupt
  now(): number
  createCallId(): string
  /** Runs calls as a turn of their own (a background task's tool), through every stage. */
  executeTurn(calls: readonly ToolCallRequest[], turn: TurnContext): Promise<ToolCallResult[]>
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
}

export type Preparation = { kind: 'ready'; call: PreparedCall } | { kind: 'done'; result: ToolCallResult }

export function createTurnScope(
  deps: ToolExecutorDeps,
  turn: TurnContext,
  detector: DuplicateCallDetector,
  executeTurn: TurnScope['executeTurn'],
): TurnScope {
  const createId = deps.createId ?? randomUUID
  return {
    deps,
    turn,
    detector,
    cancel: Interrupt.fromSignal(turn.signal, describeAbortReason),
    stop: turn.runSignal ? Interrupt.fromSignal(turn.runSignal, describeAbortReason) : new Interrupt(),
    now: deps.now ?? Date.now,
    createCallId: () => `call_${createId()}`,
    executeTurn,
  }
}

function describeAbortReason(signal: AbortSignal): string {
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
  readonly model: ToolContext['model']

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
    this.model = turn.model
  }

  get signal(): AbortSignal {
    return this.signalOf()
  }

  get runSignal(): AbortSignal {
    return this.scope.turn.runSignal ?? this.scope.turn.signal
  }

  get sessionSignal(): AbortSignal {
    return this.scope.turn.sessionSignal?.() ?? this.runSignal
  }

  progress(progress: Record<string, unknown>): void {
    if (!this.live()) return
    callEvents.progress(this.scope, this.callId, progress)
    this.scope.turn.onProgress?.(progress)
  }

  async runTool(call: NestedToolCall): Promise<ToolOutput> {
    const { turn } = this.scope
    const [result] = await this.scope.executeTurn([{ name: call.name, arguments: call.arguments }], {
      ...turn,
      runId: `${turn.runId}/background-${this.callId}`,
      step: 0,
      signal: call.signal,
      // A background task has a lifetime of its own: it is stopped through its task, not with the run.
      runSignal: call.signal,
      silent: true,
      background: true,
      onProgress: call.onProgress,
      fileState: new InMemoryFileStateCache(),
    })
    if (!result) return { content: `${call.name} returned nothing.`, isError: true, metadata: {} }
    return { content: result.content, isError: result.isError, metadata: result.metadata }
  }

  runSubagent(request: SubagentRequest): Promise<SubagentOutcome> {
    return this.scope.turn.runSubagent(request)
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
