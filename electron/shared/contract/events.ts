import { z } from 'zod'
import { backgroundProgressSchema, backgroundTaskSchema, backgroundTaskStatusSchema } from '../domain/background-task'
import { addJobSchema } from '../domain/library-add'
import { runVersionSchema } from '../domain/run-version'
import { teammateSchema } from '../domain/teammate'

/** Every event carries where it belongs and when it happened; `seq` grows by one per event, engine-wide. */
const envelope = {
  seq: z.number().int().nonnegative(),
  sessionId: z.string(),
  runId: z.string(),
  at: z.number(),
}

/** An artifact as it is after a change: in `artifact-updated` and in the artifact tools' result metadata. */
export const artifactSnapshotSchema = z.object({
  id: z.string(),
  title: z.string(),
  contentType: z.string(),
  content: z.string(),
  version: z.number().int().positive(),
  source: z.enum(['agent', 'tool', 'user']),
})

export const toolPartStateSchema = z.enum(['pending', 'running', 'completed', 'error', 'denied', 'cancelled'])
export type ToolPartState = z.infer<typeof toolPartStateSchema>

const jsonRecord = z.record(z.string(), z.unknown())

/**
 * Something the permission dialog must tell the user beside the question, as a code the renderer translates:
 * `no-os-sandbox` (the command would run with the app's full rights; `reason` is `unsupported-platform` or
 * `missing-programs`, `detail` the platform or the programs), `network-hosts` (`hosts`: what it may reach).
 */
export const permissionNoticeSchema = z.object({
  code: z.enum(['no-os-sandbox', 'network-hosts']),
  params: z.record(z.string(), z.string()).default({}),
})
export type PermissionNotice = z.infer<typeof permissionNoticeSchema>

const usageSchema = z.object({
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  cachedInputTokens: z.number().int().nonnegative().default(0),
  reasoningTokens: z.number().int().nonnegative().default(0),
})
export type Usage = z.infer<typeof usageSchema>

export const eventSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('run-start'), prompt: z.string(), version: runVersionSchema.optional() }),
  z.object({
    ...envelope,
    type: z.literal('run-end'),
    reason: z.enum(['stop', 'max-steps', 'error']),
    steps: z.number().int().nonnegative(),
  }),
  z.object({ ...envelope, type: z.literal('run-abort'), reason: z.string() }),
  /** Runs taken back by a regenerate or an edited prompt (`runId` is the first of them); the runs after are gone too. */
  z.object({ ...envelope, type: z.literal('runs-removed'), runIds: z.array(z.string()) }),
  /** Another version of a message is shown (`runId`): the session's timeline is to be read again. */
  z.object({ ...envelope, type: z.literal('version-shown') }),
  z.object({
    ...envelope,
    type: z.literal('step-start'),
    step: z.number().int().nonnegative(),
    /** The agent this step runs as ('main', 'literature', a user-defined agent). */
    agent: z.string().optional(),
  }),
  z.object({
    ...envelope,
    type: z.literal('step-end'),
    step: z.number().int().nonnegative(),
    finishReason: z.string(),
  }),
  z.object({ ...envelope, type: z.literal('text-delta'), step: z.number().int().nonnegative(), delta: z.string() }),
  z.object({
    ...envelope,
    type: z.literal('reasoning-delta'),
    step: z.number().int().nonnegative(),
    delta: z.string(),
  }),
  z.object({
    ...envelope,
    type: z.literal('tool-call'),
    toolCallId: z.string(),
    name: z.string(),
    arguments: jsonRecord,
    step: z.number().int().nonnegative(),
    state: toolPartStateSchema,
  }),
  z.object({ ...envelope, type: z.literal('tool-progress'), toolCallId: z.string(), progress: jsonRecord }),
  z.object({
    ...envelope,
    type: z.literal('tool-result'),
    toolCallId: z.string(),
    name: z.string(),
    output: z.string(),
    isError: z.boolean(),
    metadata: jsonRecord,
    /** The arguments the tool ran with (after coercion, defaults and hook changes). */
    arguments: jsonRecord,
    durationMs: z.number().nonnegative(),
    step: z.number().int().nonnegative(),
    state: toolPartStateSchema,
  }),
  z.object({
    ...envelope,
    type: z.literal('permission-request'),
    requestId: z.string(),
    toolCallId: z.string(),
    tool: z.string(),
    arguments: jsonRecord,
    reason: z.string(),
    level: z.enum(['auto', 'confirm']),
    notices: z.array(permissionNoticeSchema).default([]),
    /** False when this call must be asked about every time: the dialog offers no "always allow". */
    allowAlways: z.boolean().default(true),
  }),
  z.object({
    ...envelope,
    type: z.literal('permission-response'),
    requestId: z.string(),
    decision: z.enum(['once', 'always', 'deny']),
    reason: z.string().optional(),
  }),
  z.object({
    ...envelope,
    type: z.literal('question-asked'),
    questionId: z.string(),
    question: z.string(),
    options: z.array(z.string()).default([]),
  }),
  z.object({
    ...envelope,
    type: z.literal('artifact-updated'),
    artifact: artifactSnapshotSchema,
  }),
  z.object({
    ...envelope,
    type: z.literal('todo-updated'),
    todos: z.array(
      z.object({
        id: z.string(),
        content: z.string(),
        status: z.enum(['pending', 'in_progress', 'completed']),
        blockedBy: z.array(z.string()).default([]),
      }),
    ),
  }),
  z.object({
    ...envelope,
    type: z.literal('compaction'),
    level: z.enum(['micro', 'auto', 'manual']),
    tokensBefore: z.number().int().nonnegative(),
    tokensAfter: z.number().int().nonnegative(),
  }),
  /** bg_task_run started a task; `runId` is the run that started it. */
  z.object({ ...envelope, type: z.literal('background-task-started'), task: backgroundTaskSchema }),
  /** The session's working teammates changed (one started or ended): all of them as they are now. */
  z.object({ ...envelope, type: z.literal('team-changed'), teammates: z.array(teammateSchema) }),
  z.object({
    ...envelope,
    type: z.literal('background-task-progress'),
    taskId: z.string(),
    progress: backgroundProgressSchema,
    /** The task's subject, which becomes the paper's title once the tool has added the paper to the library. */
    subject: z.string(),
  }),
  /** A background task ended: completed, failed, or cancelled by the user or the app closing. */
  z.object({
    ...envelope,
    type: z.literal('background-task-done'),
    taskId: z.string(),
    tool: z.string(),
    status: backgroundTaskStatusSchema.exclude(['running']),
    isError: z.boolean(),
    summary: z.string(),
  }),
  z.object({
    ...envelope,
    type: z.literal('usage'),
    step: z.number().int().nonnegative(),
    usage: usageSchema,
    costUsd: z.number().nonnegative(),
    /** False when Settings has no price for the model: the cost is unknown, not zero. */
    costKnown: z.boolean().default(true),
    sessionCostUsd: z.number().nonnegative(),
  }),
  z.object({
    ...envelope,
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    hint: z.string().optional(),
  }),
  z.object({
    ...envelope,
    type: z.literal('session-updated'),
    change: z.enum(['created', 'renamed', 'deleted', 'project-changed', 'model-changed', 'pinned']),
  }),
  z.object({
    ...envelope,
    type: z.literal('library-progress'),
    paperId: z.string(),
    task: z.enum(['download', 'parse', 'import', 'index']),
    fraction: z.number().min(0).max(1),
    message: z.string(),
  }),
  z.object({
    ...envelope,
    type: z.literal('embedding-model-progress'),
    model: z.string(),
    file: z.string(),
    received: z.number().int().nonnegative(),
    total: z.number().int().nonnegative().nullable(),
    fraction: z.number().min(0).max(1),
  }),
  /** A job of `library.add` changed (queued, a step started or moved on, finished, failed). */
  z.object({ ...envelope, type: z.literal('library-add-updated'), job: addJobSchema }),
])

export type AgentEvent = z.infer<typeof eventSchema>
export type AgentEventType = AgentEvent['type']
export type EventOf<T extends AgentEventType> = Extract<AgentEvent, { type: T }>

/** What an emitter supplies; the bus adds `seq` and `at`. */
export type EventInput = AgentEvent extends infer E ? (E extends AgentEvent ? Omit<E, 'seq' | 'at'> : never) : never

/** Global, non-session events use this session id. */
export const GLOBAL_SESSION_ID = '*'

export const eventFilterSchema = z.object({
  sessionId: z.string().optional(),
  types: z.array(z.string()).optional(),
  afterSeq: z.number().int().nonnegative().optional(),
})
export type EventFilter = z.infer<typeof eventFilterSchema>
