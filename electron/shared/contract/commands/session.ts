import { z } from 'zod'
import { sessionSchema, sessionTitleSchema } from '../../domain/session'

const sessionId = z.object({ id: z.string().min(1) })

export const sessionCommands = {
  'session.create': {
    input: z.object({ title: sessionTitleSchema.optional(), projectDir: z.string().nullable().optional() }),
    output: sessionSchema,
  },
  'session.list': { input: z.object({}), output: z.array(sessionSchema) },
  /** Sessions whose title, prompts or answers contain the text. */
  'session.search': { input: z.object({ query: z.string().trim().min(1).max(200) }), output: z.array(sessionSchema) },
  'session.get': { input: sessionId, output: sessionSchema },
  'session.rename': { input: z.object({ id: z.string().min(1), title: sessionTitleSchema }), output: sessionSchema },
  'session.delete': { input: sessionId, output: z.object({ deleted: z.boolean() }) },
  /** The folder the session's file tools may work in (absolute; null removes it). */
  'session.setProjectDir': {
    input: z.object({ id: z.string().min(1), projectDir: z.string().max(4096).nullable() }),
    output: sessionSchema,
  },
  /** The provider and model this session talks to; nulls follow the active provider and its model. */
  'session.setModel': {
    input: z.object({
      id: z.string().min(1),
      providerId: z.string().min(1).nullable(),
      model: z.string().trim().min(1).max(200).nullable(),
    }),
    output: sessionSchema,
  },
  'session.setPinned': { input: z.object({ id: z.string().min(1), pinned: z.boolean() }), output: sessionSchema },
} as const
