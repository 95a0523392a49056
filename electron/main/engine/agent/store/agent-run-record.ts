import type { z } from 'zod'
import { agentRunSchema, type runStatusSchema } from '../../../../shared/contract/commands/agent'

export { agentRunSchema }
export type RunStatus = z.infer<typeof runStatusSchema>
export type AgentRunRecord = z.infer<typeof agentRunSchema>
