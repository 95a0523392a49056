import { z } from 'zod'

const detail = z.string().trim().max(200).nullable().optional()
const identifier = z.string().trim().max(300).nullable().optional()

/** A user's correction of a library record: each field given replaces the record's; the rest stays as it is. */
export const paperEditSchema = z.object({
  title: z.string().trim().min(1, 'A paper needs a title.').max(2000).optional(),
  authors: z.array(z.string().trim().min(1).max(500)).max(5000).optional(),
  year: z.number().int().min(1000).max(3000).nullable().optional(),
  venue: z.string().trim().max(500).optional(),
  abstract: z.string().max(20_000).optional(),
  doi: identifier,
  arxivId: identifier,
  bibcode: identifier,
  keywords: z.array(z.string().trim().min(1).max(200)).max(500).optional(),
  entryType: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,30}$/u, 'An entry type is a BibTeX word such as article, phdthesis or software.')
    .optional(),
  volume: detail,
  issue: detail,
  pages: detail,
  eid: detail,
  month: detail,
  arxivClass: detail,
  citationKey: z
    .string()
    .trim()
    .regex(/^[^\s,{}()=#%"'\\~]{1,200}$/u, 'A cite key has no spaces, commas, braces, quotes or backslashes.')
    .optional(),
  /** Other BibTeX fields as TeX, by lower-case name; null removes one. */
  fields: z
    .record(
      z.string().regex(/^[a-z][a-z0-9_:-]{0,49}$/u, 'A BibTeX field name is a lower-case word.'),
      z.string().max(20_000).nullable(),
    )
    .optional(),
})

export type PaperEdit = z.infer<typeof paperEditSchema>
