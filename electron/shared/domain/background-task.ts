import { z } from 'zod'

export const backgroundTaskStatusSchema = z.enum(['running', 'completed', 'failed', 'cancelled'])
export type BackgroundTaskStatus = z.infer<typeof backgroundTaskStatusSchema>

/** The latest progress a background task's tool reported: a fraction when it knows one, and its step text. */
export const backgroundProgressSchema = z.object({
  fraction: z.number().min(0).max(1).nullable(),
  message: z.string(),
})
export type BackgroundProgress = z.infer<typeof backgroundProgressSchema>

/** A tool run by bg_task_run that outlives the call which started it. */
export const backgroundTaskSchema = z.object({
  taskId: z.string(),
  sessionId: z.string(),
  tool: z.string(),
  arguments: z.record(z.string(), z.unknown()),
  /** What it works on as the user knows it: the paper's title once the library has it, else the reference given. */
  subject: z.string(),
  status: backgroundTaskStatusSchema,
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
  progress: backgroundProgressSchema.nullable(),
  /** The start of the tool's output once it ended (what the model is told). */
  summary: z.string(),
})
export type BackgroundTaskView = z.infer<typeof backgroundTaskSchema>
