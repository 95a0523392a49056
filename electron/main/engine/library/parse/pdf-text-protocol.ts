import { z } from 'zod'

/** What the main thread asks a PDF reader thread: one share of one document's pages. */
export const pdfTextRequestSchema = z.object({
  id: z.number().int(),
  bytes: z.instanceof(Uint8Array),
  share: z.object({ index: z.number().int().min(0), parts: z.number().int().min(1) }),
  maxPages: z.number().int().min(1).optional(),
  /** Also read the document's Info dictionary and XMP metadata (the first share does). */
  metadata: z.boolean().optional(),
  decodedBytes: z.number().int().min(1),
})
export type PdfTextRequest = z.infer<typeof pdfTextRequestSchema>

const positionedTextSchema = z.object({
  text: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  size: z.number(),
  fontName: z.string(),
})

const pageTextSchema = z.object({
  page: z.number().int().min(1),
  width: z.number(),
  height: z.number(),
  items: z.array(positionedTextSchema),
  marginText: z.string(),
  damaged: z.boolean(),
})

/** A PDF's own description: its Info dictionary and XMP properties, each value as text. */
export const pdfMetadataSchema = z.object({
  info: z.record(z.string(), z.string()),
  xmp: z.record(z.string(), z.string()),
})
export type PdfMetadata = z.infer<typeof pdfMetadataSchema>

/** A reader thread's answer: the share's pages, or why the document could not be read. */
export const pdfTextReplySchema = z.discriminatedUnion('ok', [
  z.object({
    id: z.number().int(),
    ok: z.literal(true),
    pages: z.array(pageTextSchema),
    metadata: pdfMetadataSchema.nullable(),
  }),
  z.object({
    id: z.number().int(),
    ok: z.literal(false),
    code: z.enum(['pdf-unreadable', 'pdf-password', 'pdf-too-slow', 'pdf-decoded-too-large', 'pdf-reader-stopped']),
    message: z.string(),
    params: z.record(z.string(), z.string()),
  }),
])
export type PdfTextReply = z.infer<typeof pdfTextReplySchema>
