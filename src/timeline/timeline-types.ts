import type { EventOf, ToolPartState, Usage } from '../../electron/shared/contract/events'
import type { RunVersion } from '../../electron/shared/domain/run-version'
import type { Teammate } from '../../electron/shared/domain/teammate'

export interface TextPart {
  kind: 'text'
  key: string
  text: string
}

export interface ReasoningPart {
  kind: 'reasoning'
  key: string
  text: string
}

export interface ToolPart {
  kind: 'tool'
  key: string
  id: string
  name: string
  arguments: Record<string, unknown>
  state: ToolPartState
  progress: Record<string, unknown> | null
  output: string | null
  isError: boolean
  metadata: Record<string, unknown>
  permissionRequestId: string | null
  /** Why the user denied the call, when they said. */
  denialReason: string | null
}

export type StepPart = TextPart | ReasoningPart | ToolPart

/** `costKnown` is false when Settings has no price for the model: the cost is unknown, not $0. */
export type StepUsage = Pick<EventOf<'usage'>, 'usage' | 'costUsd' | 'costKnown'>

export interface StepBlock {
  kind: 'step'
  key: string
  step: number
  /** The agent the step ran as; null when the engine did not say. */
  agent: string | null
  status: 'running' | 'done'
  finishReason: string | null
  parts: readonly StepPart[]
  usage: StepUsage | null
}

export interface CompactionBlock extends Pick<EventOf<'compaction'>, 'level' | 'tokensBefore' | 'tokensAfter'> {
  kind: 'compaction'
  key: string
}

export interface ErrorBlock {
  kind: 'error'
  key: string
  code: string
  message: string
  hint: string | null
}

export interface QuestionBlock {
  kind: 'question'
  key: string
  questionId: string
  question: string
  options: readonly string[]
}

export interface NoticeBlock {
  kind: 'notice'
  key: string
  notice: 'background-task-done' | 'artifact-updated'
  title: string
  detail: string
  isError: boolean
  /** The artifact version an `artifact-updated` marker opens in the artifacts panel. */
  artifact: { id: string; version: number } | null
}

export type RunBlock = StepBlock | CompactionBlock | ErrorBlock | QuestionBlock | NoticeBlock

export type RunStatus = 'running' | 'completed' | 'max-steps' | 'error' | 'cancelled'

export interface RunView {
  id: string
  prompt: string
  status: RunStatus
  startedAt: number
  endedAt: number | null
  abortReason: string | null
  blocks: readonly RunBlock[]
  costUsd: number
  /** False once a step of the run had no price. */
  costKnown: boolean
  /** Which version of its message this run is, when it was regenerated or edited. */
  version: RunVersion | null
}

/** A `permission-request` waiting for an answer; `allowAlways` false: the dialog offers no "always allow". */
export type PermissionRequestView = Pick<
  EventOf<'permission-request'>,
  'requestId' | 'runId' | 'toolCallId' | 'tool' | 'arguments' | 'reason' | 'level' | 'notices' | 'allowAlways' | 'at'
>

export type TodoView = Pick<EventOf<'todo-updated'>['todos'][number], 'id' | 'content' | 'status'>

export interface TimelineView {
  /** The highest `seq` applied; events at or below it are replays and change nothing. */
  lastSeq: number
  runs: readonly RunView[]
  pendingPermissions: readonly PermissionRequestView[]
  todos: readonly TodoView[]
  /** Teammates still working for the session (they may outlive the run that started them). */
  teammates: readonly Teammate[]
  sessionCostUsd: number
  /** False while a run shown had a step with no price. */
  costKnown: boolean
  totalUsage: Usage
}

export const emptyTimeline: TimelineView = {
  lastSeq: -1,
  runs: [],
  pendingPermissions: [],
  todos: [],
  teammates: [],
  sessionCostUsd: 0,
  costKnown: true,
  totalUsage: { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, reasoningTokens: 0 },
}
