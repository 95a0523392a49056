import type { Paper } from '../../../../shared/domain/paper'
import type { Db } from '../../db/open-database'
import type { PaperRepository } from './paper-repository'
import { indexStatusJoin, withIndexStatus } from './paper-row'

export interface PaperListFilter {
  tag?: string
  collection?: string
  /** A reading status, or a download/parse status. */
  status?: string
  /** Full-text search over title, abstract, authors, parsed text, notes and highlights. */
  text?: string
  sort?: PaperSort
  direction?: 'asc' | 'desc'
  limit?: number
  offset?: number
}

type PaperSort = 'added' | 'title' | 'firstAuthor' | 'year' | 'venue' | 'citations' | 'status'

/** Each sortable column as SQL; papers without a value (no year, no citation count) come last either way. */
const neverEmpty = new Set<PaperSort>(['added', 'title'])

const sortColumn: Record<PaperSort, string> = {
  added: 'p.added_at',
  title: 'p.title collate nocase',
  firstAuthor: "nullif(p.first_author, '') collate nocase",
  year: 'p.year',
  venue: "nullif(p.venue, '') collate nocase",
  citations: 'p.citation_count',
  status: "(case p.parse_status when 'ready' then 0 when 'no-text' then 2 when 'failed' then 3 else 1 end)",
}

/** Papers whose metadata, parsed pages, notes or highlights match. */
const textMatch = `p.id in (
  select paper_id from papers_fts where papers_fts match @match
  union select paper_id from paper_pages where rowid in (select rowid from paper_pages_fts where paper_pages_fts match @match)
  union select paper_id from notes where rowid in (select rowid from notes_fts where notes_fts match @match)
  union select paper_id from highlights where rowid in (select rowid from highlights_fts where highlights_fts match @match)
)`

function orderBy(filter: PaperListFilter): string {
  const column = sortColumn[filter.sort ?? 'added']
  const direction = filter.direction ?? (filter.sort === undefined || filter.sort === 'added' ? 'desc' : 'asc')
  const emptyLast = neverEmpty.has(filter.sort ?? 'added') ? '' : `${column} is null, `
  return `${emptyLast}${column} ${direction}, p.id`
}

/** FTS5 query from free text: every word must match (as a prefix); quotes keep user punctuation harmless. */
function ftsQuery(text: string): string | null {
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/"/g, ''))
    .filter((word) => word.length > 0)
  return words.length > 0 ? words.map((word) => `"${word}"*`).join(' ') : null
}

export function listPapers(
  db: Db,
  papers: PaperRepository,
  filter: PaperListFilter,
): { papers: Paper[]; total: number } {
  const where: string[] = []
  const params: Record<string, string | number> = {}
  const match = filter.text ? ftsQuery(filter.text) : null
  if (match) {
    where.push(textMatch)
    params.match = match
  }
  if (filter.tag) {
    where.push('p.id in (select pt.paper_id from paper_tags pt join tags t on t.id = pt.tag_id where t.name = @tag)')
    params.tag = filter.tag
  }
  if (filter.collection) {
    where.push(
      'p.id in (select pc.paper_id from paper_collections pc join collections c on c.id = pc.collection_id where c.name = @collection)',
    )
    params.collection = filter.collection
  }
  if (filter.status) {
    where.push(
      `(p.reading_status = @status or p.download_status = @status
        or (p.parse_status = @status and p.parse_partial = 0) or (@status = 'partial' and p.parse_partial = 1))`,
    )
    params.status = filter.status
  }
  const clause = where.length > 0 ? `where ${where.join(' and ')}` : ''
  const total = db.prepare(`select count(*) from papers p ${clause}`).pluck().get(params) as number
  const rows = db
    .prepare(
      // The page is picked from papers alone (an index can serve the sort), then joined to its search-index entries.
      `select ${withIndexStatus} from (
         select p.* from papers p ${clause} order by ${orderBy(filter)} limit @limit offset @offset
       ) p ${indexStatusJoin} order by ${orderBy(filter)}`,
    )
    .all({ ...params, limit: filter.limit ?? 50, offset: filter.offset ?? 0 })
  return { papers: papers.hydrateRows(rows), total }
}
