import { MessagePort } from 'node:worker_threads'
import { z } from 'zod'
import { paperSectionSchema } from '../../../../shared/domain/paper'

/** What the main thread asks a PDF reader thread: one share of one document's pages. */
export const pdfTextRequestSchema = z.object({
  id: z.number().int(),
  bytes: z.instanceof(Uint8Array),
  share: z.object({ index: z.number().int().min(0), parts: z.number().int().min(1) }),
  maxPages: z.number().int().min(1).optional(),
  /** Also read the document's Info dictionary and XMP metadata (the first share does). */
  metadata: z.boolean().optional(),
  decodedBytes: z.number().int().min(1),
  /**
   * Lay the whole document out in this thread (share 0): the other shares' pages arrive on these ports, one message
   * each, and the reply carries the parsed document instead of raw pages.
   */
  layout: z.object({ gather: z.array(z.instanceof(MessagePort)) }).optional(),
  /** Send this share's pages to the thread laying the document out, instead of to the main thread. */
  handOff: z.instanceof(MessagePort).optional(),
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

export const pageTextSchema = z.object({
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

/** A document read and laid out: Markdown with page anchors, per-page text and sections. */
export const parsedPdfSchema = z.object({
  /** `no-text`: no usable text layer (a scan or an empty document); `partial`: some pages' content was corrupt. */
  status: z.enum(['ready', 'partial', 'no-text']),
  /** Pages whose text was lost to corrupt streams. */
  damagedPages: z.array(z.number().int()),
  pageCount: z.number().int().min(0),
  markdown: z.string(),
  pages: z.array(z.string()),
  sections: z.array(paperSectionSchema),
  /** Text of rotated margin stamps (arXiv id) per page. */
  marginText: z.array(z.string()),
  /** Text inside each page's figures (axis labels, ticks, legends), kept out of the body text. */
  figureText: z.array(z.string()),
})
export type ParsedPdf = z.infer<typeof parsedPdfSchema>

/** A reader thread's answer: the share's pages, or why the document could not be read. */
export const pdfTextReplySchema = z.discriminatedUnion('ok', [
  z.object({
    id: z.number().int(),
    ok: z.literal(true),
    pages: z.array(pageTextSchema),
    metadata: pdfMetadataSchema.nullable(),
    parsed: parsedPdfSchema.nullable(),
  }),
  z.object({
    id: z.number().int(),
    ok: z.literal(false),
    code: z.enum([
      'pdf-unreadable',
      'pdf-password',
      'pdf-too-slow',
      'pdf-decoded-too-large',
      'pdf-text-over-budget',
      'pdf-reader-stopped',
    ]),
    message: z.string(),
    params: z.record(z.string(), z.string()),
  }),
])
export type PdfTextReply = z.infer<typeof pdfTextReplySchema>
