import { z } from 'zod'
import { backgroundTaskSchema } from '../../domain/background-task'

export const backgroundCommands = {
  /** The session's background tasks, running and finished, oldest first. */
  'background.list': {
    input: z.object({ sessionId: z.string().min(1) }),
    output: z.object({ tasks: z.array(backgroundTaskSchema) }),
  },
  /** Stops a running task; the task as it is then (a finished task is returned unchanged). */
  'background.cancel': {
    input: z.object({ taskId: z.string().min(1) }),
    output: z.object({ task: backgroundTaskSchema }),
  },
} as const
