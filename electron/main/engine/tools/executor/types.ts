import type { EventInput } from '../../../../shared/contract/events'
import type { FileStateCache } from '../../fs/file-state-cache'
import type { HookRunner } from '../../hooks/hook-runner'
import type { ToolCallFinalState } from '../../hooks/hook-types'
import type { PermissionGate } from '../../permissions/permission-gate'
import type { ModelImage } from '../../providers/model-message'
import type { AnyToolDefinition, ToolModel, ToolOutput } from '../define-tool'
import type { SubagentOutcome, SubagentRequest } from '../subagent-port'
import type { ArtifactSink } from './persist-result'

/** One call as a decoder produced it (native tool_calls or the XML parser). */
export interface ToolCallRequest {
  /** The provider's call id; a missing or empty id is filled with `call_<uuid>`. */
  id?: string
  name: string
  /** Parsed arguments (XML gives string values), or the raw JSON text a provider streamed. */
  arguments: Record<string, unknown> | string
  /** Set by a decoder for a call it could not parse (name `__malformed__`); fed back to the model as an error. */
  error?: string
  /** Set by the loop for a call it will not run (past the per-reply limit); fed back to the model as it is. */
  refusal?: string
}

export interface ToolCallResult {
  callId: string
  name: string
  /** The arguments the tool ran with (after coercion, defaults and hook mutation), or what could be parsed. */
  arguments: Record<string, unknown>
  /** For the model: the output (or its persisted preview), followed by any PreToolUse AppendContext text. */
  content: string
  isError: boolean
  /** For the UI only. */
  metadata: Record<string, unknown>
  /** Pictures for the model (view_image). */
  images?: ModelImage[]
  state: ToolCallFinalState
  /** A successful agent-switch call (call_subagent): the loop switches agent after this turn. */
  isAgentSwitch: boolean
  durationMs: number
}

/** What one assistant turn's calls share. */
export interface TurnContext {
  sessionId: string
  runId: string
  step: number
  agent: string
  /** Aborts the turn (user cancel): Cancel tools stop at once, Block tools finish. */
  signal: AbortSignal
  /**
   * Aborts with the whole run (the user's Stop), not when the step ends: it stops Block tools too, and work that
   * outlives a call (teammates). Without it only the turn's signal applies.
   */
  runSignal?: AbortSignal
  /** Aborts with the session's work (Stop, session deleted, app closing), made when first asked for; absent: the run's. */
  sessionSignal?: () => AbortSignal
  /** Subagents: no questions to the user; an Ask becomes a denial. */
  silent: boolean
  /** The agent's tool whitelist; null or absent means every registered tool. */
  allowedTools?: readonly string[] | null
  fileState: FileStateCache
  /** The model the turn talks to (what it accepts of images). */
  model?: ToolModel
  /** Runs a subagent for this turn's tools (the agent loop provides it). */
  runSubagent(request: SubagentRequest): Promise<SubagentOutcome>
  /** A background task's turn: only a tool's own time limit applies, not Settings' default for the foreground. */
  background?: boolean
  /** Also receives every progress report of this turn's calls (set for a background task's turn). */
  onProgress?: (progress: Record<string, unknown>) => void
}

export interface ToolLookup {
  get(name: string): AnyToolDefinition | undefined
}

/** The part of Settings the executor reads, at every turn (so changes apply to the next call). */
export interface ExecutorSettings {
  tools: { timeoutSeconds: number; duplicateCallThreshold: number }
}

export interface ToolExecutorDeps {
  tools: ToolLookup
  emit(event: EventInput): void
  settings(): ExecutorSettings
  permissions: PermissionGate
  hooks: HookRunner
  /** Oversized results become artifacts when present, else files under `<dataDir>/tool-results/`. */
  artifactSink?: ArtifactSink | null
  dataDir: string
  /** The session's project folder, whose files calls that may write are checked for changes; none when absent. */
  projectFolder?: (sessionId: string) => string | null
  now?: () => number
  createId?: () => string
}

export type { ToolCallFinalState, ToolOutput }
