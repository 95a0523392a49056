import { z } from 'zod'

export const questionCommands = {
  'question.reply': {
    input: z.object({ questionId: z.string().min(1), answer: z.string().max(20_000) }),
    output: z.object({ accepted: z.boolean() }),
  },
  'question.pending': {
    input: z.object({ sessionId: z.string().optional() }),
    output: z.array(
      z.object({ questionId: z.string(), sessionId: z.string(), question: z.string(), options: z.array(z.string()) }),
    ),
  },
} as const
