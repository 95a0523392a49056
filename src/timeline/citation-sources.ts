import { z } from 'zod'
import { openReader } from '../navigation/reader-navigation'

/** A passage a tool cited (rag_search's `metadata.sources`): which paper, the pages to open it at and its words. */
const citationSourceSchema = z
  .object({
    key: z.string().min(1),
    paperId: z.string().min(1),
    title: z.string().default(''),
    citation: z.string().min(1),
    pageStart: z.number().int().positive(),
    pageEnd: z.number().int().positive().optional(),
    /** Stored history from before sources carried their text has none: the reader then opens at the page unmarked. */
    text: z.string().optional(),
  })
  .transform((source) => ({
    ...source,
    pageEnd: source.pageEnd !== undefined && source.pageEnd >= source.pageStart ? source.pageEnd : source.pageStart,
  }))

export type CitationSource = z.output<typeof citationSourceSchema>

/**
 * The well-formed entries of `metadata.sources`, in order and without repeated keys. Metadata comes from tools and
 * stored history, so anything malformed (not a list, an entry missing its paper or page) is left out, never thrown.
 */
export function citationSources(metadata: Record<string, unknown>): CitationSource[] {
  const list = metadata.sources
  if (!Array.isArray(list)) return []
  const seen = new Set<string>()
  const sources: CitationSource[] = []
  for (const entry of list) {
    const parsed = citationSourceSchema.safeParse(entry)
    if (!parsed.success || seen.has(parsed.data.key)) continue
    seen.add(parsed.data.key)
    sources.push(parsed.data)
  }
  return sources
}

/** "[P1] Reid 2019, pp. 1–2" */
export const citationSourceLabel = (source: CitationSource) => `[${source.key}] ${source.citation}`

/** Jumps to the cited passage: the paper in the reader, at the passage's first page, with the passage marked. */
export const openCitationSource = (source: CitationSource) =>
  openReader(source.paperId, source.pageStart, source.text || undefined)
