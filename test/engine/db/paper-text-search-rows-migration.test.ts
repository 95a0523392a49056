import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import { PaperRepository } from '../../../electron/main/engine/library/store/paper-repository'
import { emptyBibliography } from '../../../electron/shared/domain/paper'
import { useTempDir } from '../../helpers/temp-dir'

const tempDir = useTempDir('astro-db-fts-rows-')

describe('migration 81: papers know their row in the title/abstract/author index', () => {
  it('renumbers existing rows, keeps them searchable, and a rewrite replaces its row instead of adding one', () => {
    const path = join(tempDir(), 'library.sqlite')
    const before = openDatabase(
      path,
      migrations.filter((migration) => migration.version < 81),
    ).db
    for (const [id, title] of [
      ['p1', 'Dust in dwarf galaxies'],
      ['p2', 'Quasar winds'],
    ]) {
      before
        .prepare('insert into papers (id, title, doi, added_at, updated_at) values (?, ?, ?, 1, 2)')
        .run(id, title, `10.1/${id}`)
      before.prepare("insert into paper_authors (paper_id, position, name) values (?, 0, 'Abel, A.')").run(id)
      before.prepare("insert into paper_authors (paper_id, position, name) values (?, 1, 'Baker, B.')").run(id)
      before
        .prepare("insert into papers_fts (paper_id, title, abstract, authors) values (?, ?, '', 'Abel, A.; Baker, B.')")
        .run(id, title)
    }
    before.close()

    const { db } = openDatabase(path, migrations)
    const matches = (query: string) =>
      db.prepare('select paper_id from papers_fts where papers_fts match ? order by paper_id').pluck().all(query)
    expect(matches('dwarf')).toEqual(['p1'])
    expect(matches('baker')).toEqual(['p1', 'p2'])
    expect(db.prepare('select authors from papers_fts where paper_id = ?').pluck().get('p2')).toBe(
      'Abel, A.; Baker, B.',
    )

    const papers = new PaperRepository(db, () => 3)
    // ADS's record replaces the title (the stored one came from no user entry), twice over.
    for (const title of ['Quasar winds, third look', 'Quasar winds, third look']) {
      papers.upsert({
        arxivId: null,
        doi: '10.1/p2',
        bibcode: null,
        title,
        authors: ['Abel, A.'],
        abstract: '',
        year: null,
        venue: '',
        keywords: [],
        citationCount: null,
        arxivVersion: null,
        openAccessUrls: [],
        publisherUrl: null,
        sources: ['ads'],
        bibliography: emptyBibliography,
      })
    }
    expect(db.prepare('select count(*) from papers_fts').pluck().get()).toBe(2)
    expect(matches('third')).toEqual(['p2'])
    expect(matches('winds')).toEqual(['p2'])
    papers.delete('p1')
    expect(matches('dwarf')).toEqual([])
    db.close()
  })
})
