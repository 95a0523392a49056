import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'

export interface FixturePaper {
  id: string
  title: string
  year: number
  author: string
  pages: string[]
  sections?: { title: string; page: number; isReferences?: boolean }[]
}

/** A real database with parsed papers written straight into the library tables. */
export function createRagDatabase(papers: FixturePaper[]) {
  const { db } = openDatabase(':memory:', migrations)
  for (const paper of papers) {
    db.prepare(
      "insert into papers (id, title, year, parse_status, added_at, updated_at) values (?, ?, ?, 'ready', 0, 0)",
    ).run(paper.id, paper.title, paper.year)
    db.prepare('insert into paper_authors (paper_id, position, name) values (?, 0, ?)').run(paper.id, paper.author)
    for (const [index, text] of paper.pages.entries()) {
      db.prepare('insert into paper_pages (paper_id, page, text) values (?, ?, ?)').run(paper.id, index + 1, text)
    }
    for (const [position, section] of (paper.sections ?? []).entries()) {
      db.prepare(
        'insert into paper_sections (paper_id, position, title, level, page, is_references) values (?, ?, ?, 1, ?, ?)',
      ).run(paper.id, position, section.title, section.page, section.isReferences ? 1 : 0)
    }
  }
  return db
}

export const maserPaper: FixturePaper = {
  id: 'p-maser',
  title: 'A geometric distance to NGC 4258 from its water maser disk',
  year: 2019,
  author: 'Reid, M. J.',
  sections: [
    { title: '1 Introduction', page: 1 },
    { title: '2 Observations', page: 1 },
    { title: 'References', page: 2, isReferences: true },
  ],
  pages: [
    '1 Introduction\nThe water maser disk of NGC 4258 allows a geometric distance.\n\n2 Observations\nWe observed the maser with VLBI at 22 GHz over ten epochs.',
    'The distance to NGC 4258 is 7.58 Mpc with an uncertainty of 1.5 percent.\n\nReferences\nHerrnstein J. R. et al. 1999, Nature, 400, 539',
  ],
}

export const cepheidPaper: FixturePaper = {
  id: 'p-cepheid',
  title: 'Cepheid period-luminosity relations in the Large Magellanic Cloud',
  year: 2021,
  author: 'Riess, A. G.',
  pages: ['Cepheid variables follow a tight period-luminosity relation used to calibrate the distance ladder.'],
}
