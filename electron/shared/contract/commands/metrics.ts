import { z } from 'zod'
import { sessionMetricsSchema } from '../../domain/tool-metrics'

export const metricsCommands = {
  /** The session's tool calls per tool since the engine started: counts by outcome and durations. */
  'session.metrics': { input: z.object({ sessionId: z.string().min(1) }), output: sessionMetricsSchema },
} as const
