import type { z } from 'zod'
import type { ToolUiText } from '../../../shared/domain/tool-info'
import type { FileStateCache } from '../fs/file-state-cache'
import type { PermissionLevel, ToolPermissionRule } from '../permissions/permission-rule'
import type { ImageInputLimits } from '../providers/language-model'
import type { ModelImage } from '../providers/model-message'
import type { SubagentOutcome, SubagentRequest } from './subagent-port'

type InterruptBehavior = 'cancel' | 'block'

/** What a tool returns: `content` goes to the model, `metadata` to the UI only. */
export interface ToolOutput {
  content: string
  isError: boolean
  metadata: Record<string, unknown>
  /** Pictures for the model beside `content` (view_image); only for a model that accepts images. */
  images?: ModelImage[]
}

/** The model a call's turn talks to, for tools that depend on what it can take (view_image). */
export interface ToolModel {
  provider: string
  modelId: string
  imageInput: ImageInputLimits | null
}

/** One call of another tool, run through the executor's whole pipeline (checks, permissions, hooks, events). */
export interface NestedToolCall {
  name: string
  arguments: Record<string, unknown>
  signal: AbortSignal
  /** Receives the nested tool's progress reports (a background task's progress bar). */
  onProgress?: (progress: Record<string, unknown>) => void
}

/**
 * Per-call things only. A tool's services come from its factory's arguments; what the executor or the agent loop
 * provides at call time (running another tool, a subagent) comes through here.
 */
export interface ToolContext {
  signal: AbortSignal
  /** Aborts when the user stops the run, not when this call or step ends (teammates that outlive the call). */
  runSignal: AbortSignal
  /**
   * Aborts when the user stops the session's work (Stop, also after the run has ended), deletes the session or the
   * app closes: for work that outlives the run (teammates).
   */
  sessionSignal: AbortSignal
  sessionId: string
  runId: string
  callId: string
  agent: string
  /** Subagents run silent: no questions to the user. */
  silent: boolean
  progress(progress: Record<string, unknown>): void
  fileState: FileStateCache
  /** The model of this turn; absent where none is known (a tool run outside an agent turn). */
  model?: ToolModel
  /** Runs another tool in the background of this session, outside this call's timeout (bg_task_run). */
  runTool(call: NestedToolCall): Promise<ToolOutput>
  /** Runs a subagent with a fresh context (subagent, spawn_teammate, fork skills). */
  runSubagent(request: SubagentRequest): Promise<SubagentOutcome>
}

interface ToolDefinition<Schema extends z.ZodType = z.ZodType> {
  /** LLM-facing, snake_case. */
  name: string
  /** Prose for the model: when to use the tool and what it returns (the tool folder's description.md). */
  description: string
  /** The timeline's title for the tool and its "is doing / did" phrases. */
  ui: ToolUiText
  input: Schema
  /**
   * The JSON Schema providers receive, for a tool that was declared by one (an MCP server's tool); `input` is then
   * converted from it and only validates. Absent for built-in tools, whose schema is derived from `input`.
   */
  inputJsonSchema?: Record<string, unknown>
  /** `cancel`: stop at once on abort; `block`: shield from abort until done (writes). Default `cancel`. */
  interruptBehavior?: InterruptBehavior
  /** Input-aware: may this call run beside other safe calls? Default false. */
  isConcurrencySafe?: (input: z.output<Schema>) => boolean
  checkPermissions?: (input: z.output<Schema>, context: ToolContext) => ToolPermissionRule[]
  /** A failure of this tool aborts its siblings in the same parallel batch. Default false. */
  causesSiblingAbort?: boolean
  /** AUTO runs at once; CONFIRM asks the user unless a rule or always-allow says otherwise. Default `auto`. */
  defaultPermission?: PermissionLevel
  /** Successful output longer than this is persisted and replaced by a preview. Default 4000; Infinity disables. */
  maxResultChars?: number
  /**
   * Where such a result goes: `artifact` (ArtifactFlow's tools, read back with read_artifact) or, by default, a file
   * under `<dataDir>/tool-results/` (AstroResearch's, read back with read_file).
   */
  persistTo?: 'artifact' | 'file'
  /** Agent-switch tools (call_subagent) run after every other call of the turn. */
  isAgentSwitch?: boolean
  /**
   * This tool's own time limit in ms, fixed or from the call's input (run_bash's timeout_seconds); Infinity for tools
   * bounded otherwise (a subagent by its steps). Tools that declare none get the tool time limit of Settings → General.
   */
  timeoutMs?: number | ((input: z.output<Schema>) => number)
  execute(input: z.output<Schema>, context: ToolContext): Promise<ToolOutput>
  /**
   * Long-running tools may report progress through `context.progress` (sent as `tool-progress`); when present the
   * executor calls this instead of `execute`.
   */
  executeWithProgress?: (input: z.output<Schema>, context: ToolContext) => Promise<ToolOutput>
}

export type AnyToolDefinition = ToolDefinition<z.ZodType>

export const DEFAULT_MAX_RESULT_CHARS = 4000
/** How much of a result web_search, web_fetch and the artifact tools give the model before it is kept as an artifact. */
export const ARTIFACTFLOW_MAX_RESULT_CHARS = 50_000

/** Declares a tool; the zod schema is the one source of its JSON Schema and of XML coercion types. */
export function defineTool<Schema extends z.ZodType>(definition: ToolDefinition<Schema>): AnyToolDefinition {
  return definition as unknown as AnyToolDefinition
}

export function toolResult(content: string, metadata: Record<string, unknown> = {}): ToolOutput {
  return { content, isError: false, metadata }
}

export function toolError(content: string, metadata: Record<string, unknown> = {}): ToolOutput {
  return { content, isError: true, metadata }
}
