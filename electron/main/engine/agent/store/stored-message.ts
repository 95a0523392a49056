import type { z } from 'zod'
import { storedBodySchema, storedMessageSchema } from '../../../../shared/contract/commands/agent'

export { storedBodySchema, storedMessageSchema }
export type StoredBody = z.infer<typeof storedBodySchema>
export type StoredMessage = z.infer<typeof storedMessageSchema>
