import { z } from 'zod'
import { paperRecordSchema } from '../../../../shared/domain/paper'

export const bibtexReadRequestSchema = z.object({ text: z.string() })

/** What the reading thread sends back: progress, the entries a slice at a time, then the errors (or its failure). */
export const bibtexReadReplySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), fraction: z.number().min(0).max(1) }),
  z.object({ type: z.literal('entries'), entries: z.array(z.unknown()) }),
  z.object({ type: z.literal('done'), errors: z.array(z.string()) }),
  z.object({ type: z.literal('failed'), message: z.string() }),
])

export type BibtexReadReply = z.infer<typeof bibtexReadReplySchema>

/** An entry from the thread, checked where it is stored (a slice at a time, not all at once on arrival). */
export const bibtexReadEntrySchema = z.object({ citationKey: z.string(), record: paperRecordSchema })
