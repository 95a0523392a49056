import { z } from 'zod'
import type { PaperSection } from '../../../../shared/domain/paper'
import type { Db } from '../../db/open-database'

type PaperFileKind = 'pdf' | 'markdown' | 'html-markdown'

interface PaperFile {
  paperId: string
  kind: PaperFileKind
  path: string
  sha256: string
  size: number
}

const sectionRow = z.object({
  title: z.string(),
  level: z.number().int(),
  page: z.number().int(),
  is_references: z.number(),
})
const fileRow = z.object({
  paper_id: z.string(),
  kind: z.enum(['pdf', 'markdown', 'html-markdown']),
  path: z.string(),
  sha256: z.string(),
  size: z.number(),
})

/** Files, per-page text and detected sections of parsed papers. */
export class ContentStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  setFile(file: PaperFile): void {
    this.db
      .prepare(
        `insert into paper_files (paper_id, kind, path, sha256, size, created_at) values (?, ?, ?, ?, ?, ?)
         on conflict(paper_id, kind) do update set path = excluded.path, sha256 = excluded.sha256, size = excluded.size`,
      )
      .run(file.paperId, file.kind, file.path, file.sha256, file.size, this.now())
  }

  file(paperId: string, kind: PaperFileKind): PaperFile | null {
    const raw = this.db.prepare('select * from paper_files where paper_id = ? and kind = ?').get(paperId, kind)
    if (!raw) return null
    const row = fileRow.parse(raw)
    return { paperId: row.paper_id, kind: row.kind, path: row.path, sha256: row.sha256, size: row.size }
  }

  /** The paper that already holds a file with these bytes, if any. */
  paperWithFile(sha256: string): string | null {
    return (
      (this.db.prepare('select paper_id from paper_files where sha256 = ? limit 1').pluck().get(sha256) as
        | string
        | undefined) ?? null
    )
  }

  /** Replaces the parsed text of a paper in one transaction. */
  saveParsed(paperId: string, pages: string[], sections: PaperSection[]): void {
    const apply = this.db.transaction(() => {
      this.db.prepare('delete from paper_pages where paper_id = ?').run(paperId)
      this.db.prepare('delete from paper_sections where paper_id = ?').run(paperId)
      const addPage = this.db.prepare('insert into paper_pages (paper_id, page, text) values (?, ?, ?)')
      for (const [index, text] of pages.entries()) addPage.run(paperId, index + 1, text)
      const addSection = this.db.prepare(
        'insert into paper_sections (paper_id, position, title, level, page, is_references) values (?, ?, ?, ?, ?, ?)',
      )
      for (const [position, section] of sections.entries()) {
        addSection.run(paperId, position, section.title, section.level, section.page, section.isReferences ? 1 : 0)
      }
    })
    apply.immediate()
  }

  pages(paperId: string, from: number, to: number): { page: number; text: string }[] {
    return this.db
      .prepare('select page, text from paper_pages where paper_id = ? and page between ? and ? order by page')
      .all(paperId, from, to) as { page: number; text: string }[]
  }

  sections(paperId: string): PaperSection[] {
    return this.db
      .prepare('select title, level, page, is_references from paper_sections where paper_id = ? order by position')
      .all(paperId)
      .map((raw) => {
        const row = sectionRow.parse(raw)
        return { title: row.title, level: row.level, page: row.page, isReferences: row.is_references === 1 }
      })
  }
}
