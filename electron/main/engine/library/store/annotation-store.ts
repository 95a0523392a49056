import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { type Highlight, highlightRectSchema, type Note } from '../../../../shared/domain/paper'
import type { Db } from '../../db/open-database'

const noteRow = z.object({
  id: z.string(),
  paper_id: z.string(),
  page: z.number().int().nullable(),
  content: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
})
const highlightRow = z.object({
  id: z.string(),
  paper_id: z.string(),
  page: z.number().int(),
  quote: z.string(),
  rects: z.string(),
  color: z.string(),
  comment: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
})

const toNote = (row: z.infer<typeof noteRow>): Note => ({
  id: row.id,
  paperId: row.paper_id,
  page: row.page,
  content: row.content,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})
const toHighlight = (row: z.infer<typeof highlightRow>): Highlight => ({
  id: row.id,
  paperId: row.paper_id,
  page: row.page,
  quote: row.quote,
  rects: z.array(highlightRectSchema).parse(JSON.parse(row.rects)),
  color: row.color,
  comment: row.comment,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

export interface NoteInput {
  id?: string
  paperId: string
  page: number | null
  content: string
}

export interface HighlightInput {
  id?: string
  paperId: string
  page: number
  quote: string
  rects: Highlight['rects']
  color: string
  comment: string
}

/** Notes and highlights per paper and page; saving with an existing id updates it. */
export class AnnotationStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  saveNote(input: NoteInput): Note {
    const id = input.id ?? randomUUID()
    const now = this.now()
    this.db
      .prepare(
        `insert into notes (id, paper_id, page, content, created_at, updated_at) values (@id, @paperId, @page, @content, @now, @now)
         on conflict(id) do update set page = excluded.page, content = excluded.content, updated_at = excluded.updated_at`,
      )
      .run({ id, paperId: input.paperId, page: input.page, content: input.content, now })
    return toNote(noteRow.parse(this.db.prepare('select * from notes where id = ?').get(id)))
  }

  notes(paperId: string): Note[] {
    return this.db
      .prepare('select * from notes where paper_id = ? order by created_at, id')
      .all(paperId)
      .map((row) => toNote(noteRow.parse(row)))
  }

  deleteNote(id: string): boolean {
    return this.db.prepare('delete from notes where id = ?').run(id).changes > 0
  }

  saveHighlight(input: HighlightInput): Highlight {
    const id = input.id ?? randomUUID()
    const now = this.now()
    this.db
      .prepare(
        `insert into highlights (id, paper_id, page, quote, rects, color, comment, created_at, updated_at)
         values (@id, @paperId, @page, @quote, @rects, @color, @comment, @now, @now)
         on conflict(id) do update set page = excluded.page, quote = excluded.quote, rects = excluded.rects,
           color = excluded.color, comment = excluded.comment, updated_at = excluded.updated_at`,
      )
      .run({ ...input, id, rects: JSON.stringify(input.rects), now })
    return toHighlight(highlightRow.parse(this.db.prepare('select * from highlights where id = ?').get(id)))
  }

  highlights(paperId: string): Highlight[] {
    return this.db
      .prepare('select * from highlights where paper_id = ? order by page, created_at, id')
      .all(paperId)
      .map((row) => toHighlight(highlightRow.parse(row)))
  }

  deleteHighlight(id: string): boolean {
    return this.db.prepare('delete from highlights where id = ?').run(id).changes > 0
  }
}
