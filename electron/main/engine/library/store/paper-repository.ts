import { randomUUID } from 'node:crypto'
import type { Statement } from 'better-sqlite3'
import { z } from 'zod'
import type { Paper, PaperIdentifiers, PaperRecord } from '../../../../shared/domain/paper'
import type { Db } from '../../db/open-database'
import { mergeRecords } from '../records/merge-records'
import { indexStatusOfRow, type PaperRow, paperFromRow, paperRowSchema, selectPaperRows } from './paper-row'

/** Child tables whose rows move to the surviving paper when two library entries turn out to be one paper. */
const childTables = ['notes', 'highlights'] as const
const keyedChildTables = ['paper_tags', 'paper_collections', 'paper_files', 'paper_pages', 'paper_sections'] as const

export class PaperRepository {
  /** Each statement compiled once: a large import runs the same few thousands of times. */
  private readonly statements = new Map<string, Statement>()

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private statement(sql: string): Statement {
    const cached = this.statements.get(sql)
    if (cached) return cached
    const compiled = this.db.prepare(sql)
    this.statements.set(sql, compiled)
    return compiled
  }

  private row(id: string): PaperRow | null {
    const raw = this.statement(`${selectPaperRows} where p.id = ?`).get(id)
    return raw ? paperRowSchema.parse(raw) : null
  }

  get(id: string): Paper | null {
    const row = this.row(id)
    return row ? this.hydrate(row) : null
  }

  require(id: string): Paper {
    const paper = this.get(id)
    if (!paper) throw new Error(`No paper with id ${id} in the library.`)
    return paper
  }

  private hydrate(row: PaperRow): Paper {
    const authors = this.statement('select name from paper_authors where paper_id = ? order by position')
      .pluck()
      .all(row.id) as string[]
    const tags = this.statement(
      'select t.name from paper_tags pt join tags t on t.id = pt.tag_id where pt.paper_id = ? order by t.name',
    )
      .pluck()
      .all(row.id) as string[]
    const collections = this.statement(
      'select c.name from paper_collections pc join collections c on c.id = pc.collection_id where pc.paper_id = ? order by c.name',
    )
      .pluck()
      .all(row.id) as string[]
    const file = (kind: string) =>
      (this.statement('select path from paper_files where paper_id = ? and kind = ?').pluck().get(row.id, kind) as
        | string
        | undefined) ?? null
    return paperFromRow(row, {
      authors,
      tags,
      collections,
      pdfPath: file('pdf'),
      markdownPath: file('markdown'),
      searchIndex: indexStatusOfRow(row),
    })
  }

  /** Many rows at once: one query per related table for all of them, not one per row. */
  hydrateRows(rows: unknown[]): Paper[] {
    const parsed = rows.map((raw) => paperRowSchema.parse(raw))
    if (parsed.length <= 1) return parsed.map((row) => this.hydrate(row))
    const ids = JSON.stringify(parsed.map((row) => row.id))
    const grouped = (sql: string) => {
      const byPaper = new Map<string, string[]>()
      for (const { paper_id, value } of this.statement(sql).all(ids) as { paper_id: string; value: string }[]) {
        const list = byPaper.get(paper_id)
        if (list) list.push(value)
        else byPaper.set(paper_id, [value])
      }
      return byPaper
    }
    const wanted = 'paper_id in (select value from json_each(?))'
    const authors = grouped(
      `select paper_id, name as value from paper_authors where ${wanted} order by paper_id, position`,
    )
    const tags = grouped(
      `select pt.paper_id, t.name as value from paper_tags pt join tags t on t.id = pt.tag_id where pt.${wanted} order by t.name`,
    )
    const collections = grouped(
      `select pc.paper_id, c.name as value from paper_collections pc join collections c on c.id = pc.collection_id
         where pc.${wanted} order by c.name`,
    )
    const pdfs = grouped(`select paper_id, path as value from paper_files where kind = 'pdf' and ${wanted}`)
    const markdowns = grouped(`select paper_id, path as value from paper_files where kind = 'markdown' and ${wanted}`)
    return parsed.map((row) =>
      paperFromRow(row, {
        authors: authors.get(row.id) ?? [],
        tags: tags.get(row.id) ?? [],
        collections: collections.get(row.id) ?? [],
        pdfPath: pdfs.get(row.id)?.[0] ?? null,
        searchIndex: indexStatusOfRow(row),
        markdownPath: markdowns.get(row.id)?.[0] ?? null,
      }),
    )
  }

  /** Library entries that share any identifier with `identifiers`, oldest first. */
  findByIdentifiers(identifiers: PaperIdentifiers): Paper[] {
    const rows = this.statement(
      `${selectPaperRows} where (p.arxiv_id is not null and p.arxiv_id = @arxivId)
           or (p.doi is not null and p.doi = @doi) or (p.bibcode is not null and p.bibcode = @bibcode)
         order by p.added_at, p.rowid`,
    ).all({ arxivId: identifiers.arxivId, doi: identifiers.doi, bibcode: identifiers.bibcode })
    return this.hydrateRows(rows)
  }

  /**
   * Adds a paper or merges it into the entries it matches. When the new record links two existing entries (one known
   * by arXiv id, another by DOI) they become one: the oldest survives and inherits notes, highlights, tags and files.
   */
  upsert(record: PaperRecord): Paper {
    const id = this.db.transaction(() => this.merge(record, this.findByIdentifiers(record))).immediate()
    return this.require(id)
  }

  /**
   * Many records as `upsert` stores each, in one transaction; `beforeMerge` sees the entries each one matches before
   * they change. The ids come back in the order of the records (a record's entry may since have merged into another).
   */
  upsertMany(records: PaperRecord[], beforeMerge: (matches: Paper[]) => void = () => undefined): string[] {
    return this.db
      .transaction(() =>
        records.map((record) => {
          const matches = this.findByIdentifiers(record)
          beforeMerge(matches)
          return this.merge(record, matches)
        }),
      )
      .immediate()
  }

  /** The papers of these ids that are in the library, read together. */
  getMany(ids: string[]): Paper[] {
    const rows = this.statement(`${selectPaperRows} where p.id in (select value from json_each(?))`).all(
      JSON.stringify(ids),
    )
    return this.hydrateRows(rows)
  }

  private merge(incoming: PaperRecord, matches: Paper[]): string {
    const [survivor, ...duplicates] = matches
    if (!survivor) return this.insert(incoming)
    let merged: PaperRecord = survivor
    for (const duplicate of duplicates) {
      merged = mergeRecords(merged, duplicate)
      this.absorb(survivor.id, duplicate.id)
    }
    merged = mergeRecords(merged, incoming)
    this.writeRecord(survivor.id, merged)
    return survivor.id
  }

  /** Rewrites one entry's metadata in place (for a source that tracks the entry itself, not its identifiers). */
  replaceRecord(id: string, record: PaperRecord): Paper {
    this.db.transaction(() => this.writeRecord(id, record)).immediate()
    return this.require(id)
  }

  private insert(record: PaperRecord): string {
    const id = randomUUID()
    const now = this.now()
    this.statement('insert into papers (id, title, added_at, updated_at) values (?, ?, ?, ?)').run(
      id,
      record.title,
      now,
      now,
    )
    this.writeRecord(id, record)
    return id
  }

  private writeRecord(id: string, record: PaperRecord): void {
    this.statement(
      `update papers set title = @title, abstract = @abstract, year = @year, venue = @venue, arxiv_id = @arxivId,
           arxiv_version = @arxivVersion, doi = @doi, bibcode = @bibcode, citation_count = @citationCount,
           keywords = @keywords, open_access_urls = @openAccessUrls, publisher_url = @publisherUrl, sources = @sources,
           entry_type = @entryType, volume = @volume, issue = @issue, pages = @pages, eid = @eid, month = @month,
           arxiv_class = @arxivClass, bibtex_fields = @bibtexFields, updated_at = @now where id = @id`,
    ).run({
      id,
      title: record.title,
      abstract: record.abstract,
      year: record.year,
      venue: record.venue,
      arxivId: record.arxivId,
      arxivVersion: record.arxivVersion,
      doi: record.doi,
      bibcode: record.bibcode,
      citationCount: record.citationCount,
      keywords: JSON.stringify(record.keywords),
      openAccessUrls: JSON.stringify(record.openAccessUrls),
      publisherUrl: record.publisherUrl,
      sources: JSON.stringify(record.sources),
      entryType: record.bibliography.entryType,
      volume: record.bibliography.volume,
      issue: record.bibliography.issue,
      pages: record.bibliography.pages,
      eid: record.bibliography.eid,
      month: record.bibliography.month,
      arxivClass: record.bibliography.arxivClass,
      bibtexFields: JSON.stringify(record.bibliography.fields),
      now: this.now(),
    })
    this.statement('delete from paper_authors where paper_id = ?').run(id)
    const addAuthor = this.statement('insert into paper_authors (paper_id, position, name) values (?, ?, ?)')
    for (const [position, name] of record.authors.entries()) addAuthor.run(id, position, name)
    this.deleteTextSearchRow(id)
    const { lastInsertRowid } = this.statement(
      'insert into papers_fts (paper_id, title, abstract, authors) values (?, ?, ?, ?)',
    ).run(id, record.title, record.abstract, record.authors.join('; '))
    this.statement('update papers set fts_rowid = ? where id = ?').run(lastInsertRowid, id)
  }

  /** Removes a paper's row from the title/abstract/author index by its rowid (a lookup by paper_id scans the index). */
  private deleteTextSearchRow(id: string): void {
    const rowid = this.statement('select fts_rowid from papers where id = ?').pluck().get(id)
    if (typeof rowid === 'number') this.statement('delete from papers_fts where rowid = ?').run(rowid)
  }

  /** Moves everything of `duplicateId` onto `survivorId`, then deletes the duplicate. */
  private absorb(survivorId: string, duplicateId: string): void {
    for (const table of childTables) {
      this.statement(`update ${table} set paper_id = ? where paper_id = ?`).run(survivorId, duplicateId)
    }
    for (const table of keyedChildTables) {
      this.statement(`update or ignore ${table} set paper_id = ? where paper_id = ?`).run(survivorId, duplicateId)
    }
    const duplicate = this.row(duplicateId)
    if (duplicate) {
      const survivor = this.row(survivorId)
      const status = (a: string, b: string, order: string[]) => (order.indexOf(a) >= order.indexOf(b) ? a : b)
      this.statement('update papers set reading_status = ?, download_status = ?, parse_status = ? where id = ?').run(
        status(survivor?.reading_status ?? 'unread', duplicate.reading_status, ['unread', 'reading', 'read']),
        status(survivor?.download_status ?? 'none', duplicate.download_status, [
          'none',
          'failed',
          'unavailable',
          'downloading',
          'downloaded',
        ]),
        status(survivor?.parse_status ?? 'none', duplicate.parse_status, [
          'none',
          'failed',
          'parsing',
          'no-text',
          'ready',
        ]),
        survivorId,
      )
    }
    this.deleteTextSearchRow(duplicateId)
    this.statement('delete from papers where id = ?').run(duplicateId)
  }

  setStatus(
    id: string,
    patch: Partial<
      Pick<Paper, 'readingStatus' | 'downloadStatus' | 'parseStatus' | 'parseError' | 'parseProblem' | 'pageCount'>
    >,
  ): Paper {
    const current = this.require(id)
    // A new parse outcome replaces the old one's problem unless it brings its own.
    const next = { ...current, ...(patch.parseStatus ? { parseProblem: null } : {}), ...patch }
    this.statement(
      `update papers set reading_status = ?, download_status = ?, parse_status = ?, parse_partial = ?, parse_error = ?,
           parse_problem = ?, page_count = ?, updated_at = ? where id = ?`,
    ).run(
      next.readingStatus,
      next.downloadStatus,
      next.parseStatus === 'partial' ? 'ready' : next.parseStatus,
      next.parseStatus === 'partial' ? 1 : 0,
      next.parseError,
      next.parseProblem === null ? null : JSON.stringify(next.parseProblem),
      next.pageCount,
      this.now(),
      id,
    )
    return this.require(id)
  }

  /** Records which version of the parser wrote the paper's text. */
  setParserVersion(id: string, version: number): void {
    this.statement('update papers set parser_version = ? where id = ?').run(version, id)
  }

  /** The papers with a PDF whose text an older parser wrote, in the order they were added. */
  parsedBefore(version: number): string[] {
    const rows = this.statement(
      `select id from papers where parse_status in ('ready', 'no-text') and parser_version < ?
           and exists (select 1 from paper_files f where f.paper_id = papers.id and f.kind = 'pdf')
         order by added_at, id`,
    )
      .pluck()
      .all(version)
    return z.array(z.string()).parse(rows)
  }

  delete(id: string): boolean {
    this.deleteTextSearchRow(id)
    return this.statement('delete from papers where id = ?').run(id).changes > 0
  }
}
