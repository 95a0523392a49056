import { z } from 'zod'

const dateParts = z.object({ 'date-parts': z.array(z.array(z.number().nullable())) }).optional()

/** The fields of Crossref's work record (`GET /works/{doi}`, `message`) that make a library record. */
export const crossrefWorkSchema = z.object({
  DOI: z.string(),
  title: z.array(z.string()).default([]),
  author: z
    .array(z.object({ given: z.string().optional(), family: z.string().optional(), name: z.string().optional() }))
    .default([]),
  'container-title': z.array(z.string()).default([]),
  abstract: z.string().optional(),
  issued: dateParts,
  published: dateParts,
  'is-referenced-by-count': z.number().int().optional(),
  subject: z.array(z.string()).default([]),
  URL: z.string().optional(),
  type: z.string().optional(),
  volume: z.string().optional(),
  issue: z.string().optional(),
  page: z.string().optional(),
  'article-number': z.string().optional(),
})
export type CrossrefWork = z.infer<typeof crossrefWorkSchema>
