import { z } from 'zod'
import { runVersionSchema } from '../../domain/run-version'
import { eventSchema } from '../events'

const toolCallSchema = z.object({ id: z.string(), name: z.string(), arguments: z.record(z.string(), z.unknown()) })

export const tokenUsageSchema = z.object({
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  cachedInputTokens: z.number().int().nonnegative(),
  reasoningTokens: z.number().int().nonnegative(),
})

const modelImageSchema = z.object({
  mediaType: z.enum(['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  data: z.string(),
})

/** One message of the conversation as the model sees it (provider-neutral). */
export const modelMessageSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('user'), content: z.string(), images: z.array(modelImageSchema).optional() }),
  z.object({
    role: z.literal('assistant'),
    text: z.string(),
    reasoning: z.object({ text: z.string(), signature: z.string().optional() }).optional(),
    toolCalls: z.array(toolCallSchema),
  }),
  z.object({
    role: z.literal('tool'),
    toolCallId: z.string(),
    name: z.string(),
    content: z.string(),
    isError: z.boolean(),
    /** What view_image showed the model (resized to its provider's limits). */
    images: z.array(modelImageSchema).optional(),
  }),
])

/** What one stored row holds, by kind. */
export const storedBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), message: modelMessageSchema }),
  z.object({
    kind: z.literal('assistant'),
    message: modelMessageSchema,
    usage: tokenUsageSchema,
    costUsd: z.number().nonnegative(),
    /** False when no price was known for the model (rows stored before this field: known). */
    costKnown: z.boolean().default(true),
    finishReason: z.string(),
    /** The agent the step ran as. */
    agent: z.string().default('main'),
  }),
  z.object({
    kind: z.literal('tool'),
    message: modelMessageSchema,
    arguments: z.record(z.string(), z.unknown()),
    metadata: z.record(z.string(), z.unknown()),
    state: z.enum(['completed', 'error', 'denied', 'cancelled']),
    /** Rows stored before durations were kept read as 0. */
    durationMs: z.number().nonnegative().default(0),
  }),
  /** What a subagent, fork skill or teammate spent for a call of this step: it counts toward the session's cost. */
  z.object({
    kind: z.literal('delegated-usage'),
    agent: z.string(),
    usage: tokenUsageSchema,
    costUsd: z.number().nonnegative(),
    costKnown: z.boolean(),
  }),
  /** A compaction: `messages` replace everything before this row when the model's context is rebuilt. */
  z.object({
    kind: z.literal('summary'),
    messages: z.array(modelMessageSchema),
    level: z.enum(['micro', 'auto', 'manual']),
    tokensBefore: z.number().int().nonnegative(),
    tokensAfter: z.number().int().nonnegative(),
  }),
])

export const storedMessageSchema = z.object({
  position: z.number().int().nonnegative(),
  runId: z.string(),
  step: z.number().int().nonnegative(),
  createdAt: z.number(),
  body: storedBodySchema,
})

export const runStatusSchema = z.enum(['running', 'stop', 'max-steps', 'error', 'aborted'])

export const agentRunSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  prompt: z.string(),
  status: runStatusSchema,
  steps: z.number().int().nonnegative(),
  error: z.string().nullable(),
  /** The error's code and hint, so a reload says it as the live run did (null for runs stored before they were kept). */
  errorCode: z.string().nullable().default(null),
  errorHint: z.string().nullable().default(null),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  version: runVersionSchema.nullable().default(null),
})

export const todoSchema = z.object({
  id: z.string().min(1).max(100),
  content: z.string().min(1).max(2000),
  status: z.enum(['pending', 'in_progress', 'completed']),
  blockedBy: z.array(z.string()).default([]),
})

const sessionRef = z.object({ sessionId: z.string().min(1) })

export const agentCommands = {
  /** Starts a run and answers at once with its id; the run streams as events. */
  'session.prompt': {
    input: z.object({
      sessionId: z.string().min(1),
      prompt: z.string().trim().min(1, 'Write a message first').max(200_000),
    }),
    output: z.object({ runId: z.string() }),
  },
  /** Runs the prompt of run `runId` again, replacing that run and every run after it; answers with the new run's id. */
  'session.regenerate': {
    input: z.object({ sessionId: z.string().min(1), runId: z.string().min(1) }),
    output: z.object({ runId: z.string() }),
  },
  /** Replaces the prompt of run `runId` (and every run after it) with `prompt`, then runs it. */
  'session.editPrompt': {
    input: z.object({
      sessionId: z.string().min(1),
      runId: z.string().min(1),
      prompt: z.string().trim().min(1, 'Write a message first').max(200_000),
    }),
    output: z.object({ runId: z.string() }),
  },
  /** Shows version `runId` of its message, and what followed it then, in place of the version shown now. */
  'session.showVersion': {
    input: z.object({ sessionId: z.string().min(1), runId: z.string().min(1) }),
    output: z.object({ shown: z.boolean() }),
  },
  'session.cancel': {
    input: z.object({ sessionId: z.string().min(1), runId: z.string().optional() }),
    output: z.object({ cancelled: z.boolean() }),
  },
  /** The stored conversation; subscribe with `afterSeq: resumeAfterSeq` to follow the active run from there. */
  'session.messages': {
    input: sessionRef,
    output: z.object({
      messages: z.array(storedMessageSchema),
      runs: z.array(agentRunSchema),
      activeRunId: z.string().nullable(),
      resumeAfterSeq: z.number().int().nonnegative(),
    }),
  },
  /**
   * The timeline as events for a reload: stored steps rebuilt (seq 0) and the buffered events of the step in flight;
   * then subscribe with `afterSeq: lastSeq`.
   */
  'session.events': {
    input: sessionRef,
    output: z.object({ events: z.array(eventSchema), lastSeq: z.number().int().nonnegative() }),
  },
  'session.todos': { input: sessionRef, output: z.object({ todos: z.array(todoSchema) }) },
} as const
