import type { z } from 'zod'
import type { PermissionNotice } from '../../../shared/contract/events'

export type InterruptBehavior = 'cancel' | 'block'
export type PermissionLevel = 'auto' | 'confirm'

/**
 * A tool's own verdict about one call, consulted before the central rule chain (AstroResearch `check_permissions`).
 * An ask `everyTime` is put to the user even where an allow rule or always-allow would answer it, and offers no
 * "always"; its notices are shown in the dialog.
 */
export type ToolPermissionRule =
  | { effect: 'deny'; reason: string }
  | { effect: 'allow' }
  | { effect: 'ask'; message: string; notices?: PermissionNotice[]; everyTime?: boolean }

/** What a tool returns: `content` goes to the model, `metadata` to the UI only. */
export interface ToolOutput {
  content: string
  isError: boolean
  metadata: Record<string, unknown>
}

/**
 * Services a tool may use. Each area adds its own optional member from its own file by module augmentation
 * (`declare module '…/tools/define-tool' { interface ToolServices { library?: LibraryService } }`), so a registry can
 * be built with only what a host or test provides; a tool whose service is absent returns an error result.
 */
export interface ToolServices {
  dataDir: string
}

/** Cache of what read_file has shown the model: path → mtime and the window that was read. */
export interface FileStateCache {
  get(path: string): { mtimeMs: number; offset: number; limit: number | null } | undefined
  set(path: string, state: { mtimeMs: number; offset: number; limit: number | null }): void
  invalidate(path: string): void
  snapshot(): Map<string, { mtimeMs: number; offset: number; limit: number | null }>
}

export interface ToolContext {
  signal: AbortSignal
  sessionId: string
  runId: string
  callId: string
  agent: string
  /** Subagents run silent: no questions to the user. */
  silent: boolean
  progress(progress: Record<string, unknown>): void
  fileState: FileStateCache
  services: ToolServices
}

export interface ToolDefinition<Schema extends z.ZodType = z.ZodType> {
  /** LLM-facing, snake_case. */
  name: string
  /** Prose for the model: when to use the tool and what it returns. */
  description: string
  input: Schema
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
  /** Agent-switch tools (call_subagent) run after every other call of the turn. */
  isAgentSwitch?: boolean
  /** Overrides settings.tools.timeoutSeconds for this tool (ask_user waits minutes); Infinity disables the limit. */
  timeoutMs?: number
  execute(input: z.output<Schema>, context: ToolContext): Promise<ToolOutput>
  /**
   * Long-running tools may report progress through `context.progress` (sent as `tool-progress`); when present the
   * executor calls this instead of `execute`.
   */
  executeWithProgress?: (input: z.output<Schema>, context: ToolContext) => Promise<ToolOutput>
}

export type AnyToolDefinition = ToolDefinition<z.ZodType>

export const DEFAULT_MAX_RESULT_CHARS = 4000

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
