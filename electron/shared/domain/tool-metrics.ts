import { z } from 'zod'

/** One tool's calls in a session: how each ended and how long they took */
export const toolMetricSchema = z.object({
  calls: z.number().int().min(0),
  completed: z.number().int().min(0),
  errors: z.number().int().min(0),
  denied: z.number().int().min(0),
  cancelled: z.number().int().min(0),
  totalDurationMs: z.number().min(0),
  maxDurationMs: z.number().min(0),
})
export type ToolMetric = z.infer<typeof toolMetricSchema>

export const sessionMetricsSchema = z.object({ tools: z.record(z.string(), toolMetricSchema) })
export type SessionMetrics = z.infer<typeof sessionMetricsSchema>
