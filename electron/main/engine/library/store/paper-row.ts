import { z } from 'zod'
import {
  downloadStatusSchema,
  type Paper,
  type PaperIndexStatus,
  paperSourceSchema,
  parseProblemSchema,
  parseStatusSchema,
  readingStatusSchema,
} from '../../../../shared/domain/paper'
import { indexStatusFromRow } from './index-status'

export const paperRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  abstract: z.string(),
  year: z.number().int().nullable(),
  venue: z.string(),
  arxiv_id: z.string().nullable(),
  arxiv_version: z.number().int().nullable(),
  doi: z.string().nullable(),
  bibcode: z.string().nullable(),
  citation_count: z.number().int().nullable(),
  keywords: z.string(),
  open_access_urls: z.string(),
  publisher_url: z.string().nullable(),
  sources: z.string(),
  reading_status: readingStatusSchema,
  download_status: downloadStatusSchema,
  parse_status: parseStatusSchema,
  parse_partial: z.number().int(),
  parse_error: z.string().nullable(),
  parse_problem: z.string().nullable(),
  page_count: z.number().int().nullable(),
  added_at: z.number(),
  updated_at: z.number(),
  entry_type: z.string().nullable(),
  volume: z.string().nullable(),
  issue: z.string().nullable(),
  pages: z.string().nullable(),
  eid: z.string().nullable(),
  month: z.string().nullable(),
  arxiv_class: z.string().nullable(),
  bibtex_fields: z.string(),
  fts_rowid: z.number().int().nullable(),
  // The paper's search-index entry, joined in (null when it is not indexed).
  index_embedder: z.string().nullable(),
  index_dimensions: z.number().int().nullable(),
  index_chunks: z.number().int().nullable(),
  index_indexed_at: z.number().nullable(),
})
export type PaperRow = z.infer<typeof paperRowSchema>

/** A paper row (`p`) with its search-index entry joined: `select ${withIndexStatus} from papers p ${indexStatusJoin}`. */
export const withIndexStatus = `p.*, r.embedder as index_embedder, r.dimensions as index_dimensions,
  r.chunks as index_chunks, r.indexed_at as index_indexed_at`
export const indexStatusJoin = 'left join rag_papers r on r.paper_id = p.id'

/** What every read of one paper, or of papers by identifier, selects from. */
export const selectPaperRows = `select ${withIndexStatus} from papers p ${indexStatusJoin}`

export function indexStatusOfRow(row: PaperRow): PaperIndexStatus | null {
  if (row.index_embedder === null || row.index_dimensions === null || row.index_chunks === null) return null
  if (row.index_indexed_at === null) return null
  return indexStatusFromRow({
    embedder: row.index_embedder,
    dimensions: row.index_dimensions,
    chunks: row.index_chunks,
    indexed_at: row.index_indexed_at,
  })
}

const stringArray = z.array(z.string())
const bibtexFields = z.record(z.string(), z.string())

interface PaperExtras {
  authors: string[]
  tags: string[]
  collections: string[]
  pdfPath: string | null
  markdownPath: string | null
  searchIndex: PaperIndexStatus | null
}

export function paperFromRow(row: PaperRow, extras: PaperExtras): Paper {
  return {
    id: row.id,
    title: row.title,
    abstract: row.abstract,
    year: row.year,
    venue: row.venue,
    arxivId: row.arxiv_id,
    arxivVersion: row.arxiv_version,
    doi: row.doi,
    bibcode: row.bibcode,
    citationCount: row.citation_count,
    keywords: stringArray.parse(JSON.parse(row.keywords)),
    openAccessUrls: stringArray.parse(JSON.parse(row.open_access_urls)),
    publisherUrl: row.publisher_url,
    sources: z.array(paperSourceSchema).parse(JSON.parse(row.sources)),
    readingStatus: row.reading_status,
    downloadStatus: row.download_status,
    parseStatus: row.parse_partial === 1 ? 'partial' : row.parse_status,
    parseError: row.parse_error,
    parseProblem: row.parse_problem === null ? null : parseProblemSchema.parse(JSON.parse(row.parse_problem)),
    pageCount: row.page_count,
    addedAt: row.added_at,
    updatedAt: row.updated_at,
    bibliography: {
      entryType: row.entry_type,
      volume: row.volume,
      issue: row.issue,
      pages: row.pages,
      eid: row.eid,
      month: row.month,
      arxivClass: row.arxiv_class,
      fields: bibtexFields.parse(JSON.parse(row.bibtex_fields)),
    },
    ...extras,
  }
}
