import type { Db } from '../db/open-database'

/** A library paper as the ranking reads it: its own words, and the reader's (notes, highlights) apart. */
export interface LibraryDocument {
  id: string
  arxivId: string | null
  title: string
  abstract: string
  /** Notes, highlighted passages and their comments, joined. */
  annotations: string
}

/** Every library paper with its notes and highlights, in one read. */
export function readLibraryDocuments(db: Db): LibraryDocument[] {
  return db
    .prepare(
      `select p.id, p.arxiv_id as arxivId, p.title, p.abstract,
         trim(coalesce((select group_concat(n.content, char(10)) from notes n where n.paper_id = p.id), '') || char(10) ||
           coalesce((select group_concat(h.quote || ' ' || h.comment, char(10)) from highlights h where h.paper_id = p.id), ''))
           as annotations
       from papers p`,
    )
    .all() as LibraryDocument[]
}
