import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { libraryCommands } from '../../../../electron/shared/contract/commands/library'
import { libraryViewCommands } from '../../../../electron/shared/contract/commands/library-view'
import type { AgentEvent } from '../../../../electron/shared/contract/events'
import { GLOBAL_SESSION_ID } from '../../../../electron/shared/contract/events'
import { sharedFixture } from '../../../helpers/shared-fixtures'
import { useTempDir } from '../../../helpers/temp-dir'
import { useTestEngine } from '../../../helpers/test-engine'
import { writeZoteroDirectory, type ZoteroLibrarySpec } from './zotero-fixture'

const newEngine = useTestEngine()
const tempDir = useTempDir('astro-zotero-')
const context = { signal: new AbortController().signal }
const pdf = sharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')

function library(bookTitle = 'Galactic Dynamics'): ZoteroLibrarySpec {
  return {
    collections: [
      { key: 'COLL0001', name: 'Thesis' },
      { key: 'COLL0002', name: 'Chapter 2', parent: 'COLL0001' },
    ],
    items: [
      {
        key: 'ART00001',
        type: 'journalArticle',
        fields: {
          title: 'Quantum criticality on the Bethe lattice',
          DOI: 'https://doi.org/10.1103/PhysRevB.85.054203',
          date: '2012-02-14',
          publicationTitle: 'Physical Review B',
          abstractNote: 'We study the transverse-field Ising model on the Bethe lattice.',
        },
        authors: [
          ['Krzakala', 'Florent'],
          ['Zdeborová', 'Lenka'],
        ],
        tags: ['lattice', 'reviewed'],
        collections: ['COLL0002'],
        notes: [
          { key: 'NOTE0001', html: '<div data-schema-version="8"><p>Compare with <strong>Fig. 3</strong>.</p></div>' },
        ],
        pdf: { key: 'PDF00001', fileName: 'Krzakala - 2012 - Quantum criticality.pdf', source: pdf },
      },
      {
        key: 'PRE00001',
        type: 'preprint',
        fields: {
          title: 'A survey of dwarf galaxies',
          date: '2024-01-02',
          url: 'http://arxiv.org/abs/2401.00010v2',
          extra: 'arXiv: 2401.00010\nADS Bibcode: 2024arXiv240100010D',
        },
        authors: [['Doe', 'Jane']],
        collections: ['COLL0001'],
      },
      {
        key: 'BOOK0001',
        type: 'book',
        fields: {
          title: bookTitle,
          date: '2008',
          publisher: 'Princeton University Press',
          extra: 'Citation Key: binney2008gd',
        },
        authors: [
          ['Binney', 'James'],
          ['Tremaine', 'Scott'],
        ],
      },
      {
        key: 'WEB00001',
        type: 'webpage',
        fields: { title: 'NASA ADS help', url: 'https://ui.adsabs.harvard.edu/help/' },
      },
      {
        key: 'ART00002',
        type: 'journalArticle',
        fields: { title: 'The missing PDF', DOI: '10.3847/1538-4357/ab0001', date: '2019' },
        pdf: { key: 'PDF00002', fileName: 'missing.pdf', source: null },
      },
      { key: 'NOTE0002', type: 'note' },
      {
        key: 'TRASH001',
        type: 'journalArticle',
        fields: { title: 'Thrown away', DOI: '10.1000/trash' },
        deleted: true,
      },
    ],
    betterBibtex: { PRE00001: 'doe2024dwarfs' },
  }
}

describe('Zotero import through the engine', () => {
  it('imports papers with identifiers, keys, collections, tags, notes and PDFs, and re-imports as updates', async () => {
    const engine = await newEngine()
    const zotero = join(tempDir(), 'Zotero')
    writeZoteroDirectory(zotero, library())
    const existing = await engine.handlers['library.import'](
      libraryViewCommands['library.import'].input.parse({
        records: [
          {
            doi: '10.1103/physrevb.85.054203',
            arxivId: '1111.2011',
            bibcode: null,
            title: 'Quantum criticality',
            authors: [],
            sources: ['ads'],
          },
        ],
      }),
      context,
    )
    const progress: AgentEvent[] = []
    engine.events.subscribe({ sessionId: GLOBAL_SESSION_ID, types: ['library-progress'] }, (event) =>
      progress.push(event),
    )

    const summary = await engine.handlers['library.importZotero']({ dir: zotero }, context)

    expect(summary).toMatchObject({ imported: 3, updated: 1, notes: 1, attachments: 1, collections: 2 })
    expect(summary.skipped).toEqual([
      { zoteroKey: 'WEB00001', title: 'NASA ADS help', reason: 'not-a-paper', detail: 'webpage' },
      {
        zoteroKey: 'ART00002',
        title: 'The missing PDF',
        reason: 'attachment-missing',
        detail: join(zotero, 'storage', 'PDF00002', 'missing.pdf'),
      },
      { zoteroKey: 'NOTE0002', title: '', reason: 'not-a-paper', detail: 'note' },
    ])
    expect(summary.papers.map((paper) => [paper.zoteroKey, paper.citationKey, paper.outcome])).toEqual([
      ['ART00001', null, 'updated'],
      ['PRE00001', 'doe2024dwarfs', 'imported'],
      ['BOOK0001', 'binney2008gd', 'imported'],
      ['ART00002', null, 'imported'],
    ])
    expect(progress.at(-1)).toMatchObject({ task: 'import', fraction: 1 })
    expect(progress.filter((event) => event.type === 'library-progress' && event.task === 'import')).toHaveLength(6)

    const article = await engine.handlers['paper.get']({ paper: 'doi:10.1103/PhysRevB.85.054203' }, context)
    expect(article.id).toBe(existing.papers[0]?.id)
    expect(article).toMatchObject({
      arxivId: '1111.2011',
      year: 2012,
      venue: 'Physical Review B',
      authors: ['Krzakala, Florent', 'Zdeborová, Lenka'],
      tags: ['lattice', 'reviewed'],
      collections: ['Thesis / Chapter 2'],
      downloadStatus: 'downloaded',
      parseStatus: 'ready',
    })
    expect(article.sources).toEqual(expect.arrayContaining(['ads', 'zotero']))
    const content = await engine.handlers['paper.content'](
      libraryCommands['paper.content'].input.parse({ paper: article.id, limit: 2000 }),
      context,
    )
    expect(content.text.toLowerCase()).toContain('bethe lattice')
    const notes = await engine.handlers['note.list']({ paper: article.id }, context)
    expect(notes.map((note) => note.content)).toEqual(['Compare with **Fig. 3**.'])

    const preprint = await engine.handlers['paper.get']({ paper: 'arXiv:2401.00010' }, context)
    expect(preprint).toMatchObject({
      bibcode: '2024arXiv240100010D',
      arxivVersion: 2,
      collections: ['Thesis'],
      authors: ['Doe, Jane'],
    })
    const book = summary.papers.find((paper) => paper.zoteroKey === 'BOOK0001')
    const bibtex = await engine.handlers['library.exportBibtex']({ paperIds: [book?.paperId ?? ''] }, context)
    expect(bibtex.bibtex).toMatch(/^@\w+\{binney2008gd,/)
    const collections = await engine.handlers['collection.list']({}, context)
    expect(collections).toEqual([
      { name: 'Thesis', count: 1 },
      { name: 'Thesis / Chapter 2', count: 1 },
    ])

    rmSync(zotero, { recursive: true })
    writeZoteroDirectory(zotero, library('Galactic Dynamics: Second Edition'))
    const again = await engine.handlers['library.importZotero']({ dir: zotero }, context)
    expect(again).toMatchObject({ imported: 0, updated: 4, attachments: 0 })
    const listed = await engine.handlers['library.list'](libraryViewCommands['library.list'].input.parse({}), context)
    expect(listed.total).toBe(4)
    expect(listed.papers.map((paper) => paper.title)).toContain('Galactic Dynamics: Second Edition')
    expect(listed.papers.map((paper) => paper.title)).not.toContain('Galactic Dynamics')
    expect(await engine.handlers['note.list']({ paper: article.id }, context)).toHaveLength(1)
  })

  it('says which folder to choose when the folder holds no zotero.sqlite, and finds a default folder', async () => {
    const engine = await newEngine()
    await expect(engine.handlers['library.importZotero']({ dir: tempDir() }, context)).rejects.toMatchObject({
      code: 'zotero-not-found',
    })
    const fallback = await engine.handlers['library.zoteroDefaultDir']({}, context)
    expect(fallback.dir.endsWith('Zotero')).toBe(true)
  })
})
