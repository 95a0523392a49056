import { beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { type Db, openDatabase } from '../../../electron/main/engine/db/open-database'
import { parsePdf } from '../../../electron/main/engine/library/parse/parse-pdf'
import { createHybridSearch } from '../../../electron/main/engine/rag/hybrid-search'
import type { Passage } from '../../../electron/main/engine/rag/passage'
import { createRagIndex } from '../../../electron/main/engine/rag/rag-index'
import { readSharedFixture } from '../../helpers/shared-fixtures'

const files = [
  'astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf',
  'astro-Kepler3DVel-Galactocentric-velocities-missing-RVs-AASTeX631-preprint-linenumbers.pdf',
]
const questions = [
  'What Solar Galactocentric radius and height above the midplane were adopted?',
  'median radial-velocity uncertainty of APOGEE, Gaia and LAMOST',
  'Which HARPS observations of beta Pic were collated, between which dates?',
  'What upper limit on the CN column density was placed?',
  'velocity dispersion FWHM of 2.9 km s−1 instrumental resolution',
]

let db: Db
let index: ReturnType<typeof createRagIndex>
beforeAll(async () => {
  db = openDatabase(':memory:', migrations).db
  index = createRagIndex(db, () => 0)
  for (const file of files) {
    const parsed = await parsePdf(new Uint8Array(readSharedFixture(`rag-dev/pdfs/${file}`)))
    db.prepare(
      "insert into papers (id, title, year, parse_status, added_at, updated_at) values (?, ?, 2024, 'ready', 0, 0)",
    ).run(file, file)
    parsed.pages.forEach((text, page) => {
      db.prepare('insert into paper_pages (paper_id, page, text) values (?, ?, ?)').run(file, page + 1, text)
    })
    parsed.sections.forEach((section, position) => {
      db.prepare(
        'insert into paper_sections (paper_id, position, title, level, page, is_references) values (?, ?, ?, ?, ?, ?)',
      ).run(file, position, section.title, section.level, section.page, section.isReferences ? 1 : 0)
    })
    await index.indexPaper(file, null)
  }
}, 60_000)

const identity = (passages: Passage[]) => passages.map(({ chunkId, text, key }) => ({ chunkId, key, text }))

describe('hybrid search (keyword only, the default)', () => {
  it('gives the same first five passages whether five or eight are asked for', async () => {
    const search = createHybridSearch(db, null)
    for (const question of questions) {
      const five = await search(question, { k: 5 })
      const eight = await search(question, { k: 8 })
      expect(five).toHaveLength(5)
      expect(identity(eight.slice(0, 5))).toEqual(identity(five))
    }
  })

  it('finds a value whatever minus sign the question uses', async () => {
    const search = createHybridSearch(db, null)
    const unicode = await search('velocity of 2.9 km s−1', { k: 3 })
    const ascii = await search('velocity of 2.9 km s-1', { k: 3 })
    expect(unicode[0]?.text).toContain('2.9 km s^−1')
    expect(identity(ascii)).toEqual(identity(unicode))
  })

  it('ranks the page that holds a fact first and returns its value', async () => {
    const search = createHybridSearch(db, null)
    const [best] = await search(questions[0] ?? '', { k: 5 })
    // The answer is on page 4; the passage holding it may open on the page before.
    expect(best).toMatchObject({ paperId: files[1] })
    expect(best?.pageStart).toBeLessThanOrEqual(4)
    expect(best?.pageEnd).toBeGreaterThanOrEqual(4)
    expect(best?.text).toContain('8.122 kpc')
  })

  it('returns distinct passages, each with its page range', async () => {
    const search = createHybridSearch(db, null)
    for (const question of questions) {
      const passages = await search(question, { k: 8 })
      const texts = passages.map((passage) => passage.text)
      expect(new Set(texts).size).toBe(texts.length)
      for (const passage of passages) expect(passage.pageEnd).toBeGreaterThanOrEqual(passage.pageStart)
    }
  })
})
