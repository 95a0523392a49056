import { migrations } from '../../electron/main/engine/db/migrations'
import { type Db, openDatabase } from '../../electron/main/engine/db/open-database'
import type { ParsedFixture } from './rag-dev-set'

/** An in-memory library database holding the parsed fixture papers (paper id = file name). */
export function createFixtureLibrary(fixtures: ParsedFixture[]): Db {
  const { db } = openDatabase(':memory:', migrations)
  const addPaper = db.prepare(
    "insert into papers (id, title, year, parse_status, added_at, updated_at) values (?, ?, 2024, 'ready', 0, 0)",
  )
  const addPage = db.prepare('insert into paper_pages (paper_id, page, text) values (?, ?, ?)')
  const addSection = db.prepare(
    'insert into paper_sections (paper_id, position, title, level, page, is_references) values (?, ?, ?, ?, ?, ?)',
  )
  db.transaction(() => {
    for (const fixture of fixtures) {
      addPaper.run(fixture.file, fixture.file)
      for (const [index, text] of fixture.pages.entries()) addPage.run(fixture.file, index + 1, text)
      for (const [position, section] of fixture.sections.entries()) {
        addSection.run(fixture.file, position, section.title, section.level, section.page, section.isReferences ? 1 : 0)
      }
    }
  })()
  return db
}
