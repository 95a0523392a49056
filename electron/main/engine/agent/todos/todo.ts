import type { z } from 'zod'
import type { todoSchema } from '../../../../shared/contract/commands/agent'

export type Todo = z.output<typeof todoSchema>
