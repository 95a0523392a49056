import { describe, expect, it } from 'vitest'
import { useTempDir } from '../../../helpers/temp-dir'
import { useTestEngine } from '../../../helpers/test-engine'
import { writeZoteroDirectory } from './zotero-fixture'

const newEngine = useTestEngine()
const tempDir = useTempDir('astro-zotero-bibtex-')
const context = { signal: new AbortController().signal }

type Parsed = { type: string; key: string; fields: Record<string, unknown> }

async function entriesOf(bibtex: string): Promise<Map<string, Parsed>> {
  const { parse } = await import('@retorquere/bibtex-parser')
  const library = parse(bibtex, { sentenceCase: false, english: false })
  expect(library.errors).toEqual([])
  return new Map(library.entries.map((entry) => [entry.key, entry as Parsed]))
}

describe('Zotero items as BibTeX, through the engine', { timeout: 60_000 }, () => {
  it("keeps Zotero's own citation keys and maps every item type and field the way Zotero's BibTeX export does", async () => {
    const dir = tempDir()
    writeZoteroDirectory(dir, {
      collections: [],
      items: [
        {
          key: 'THESIS01',
          type: 'thesis',
          fields: {
            title: 'Resolving gas-phase metallicity in galaxies',
            university: 'Leiden University',
            thesisType: 'PhD thesis',
            place: 'Leiden',
            date: '2017-06-08',
            citationKey: 'carton2017thesis',
          },
          authors: [['Carton', 'David']],
        },
        {
          key: 'CONF0001',
          type: 'conferencePaper',
          fields: {
            title: 'Adaptive optics at 50% & beyond',
            proceedingsTitle: 'Proceedings of the SPIE',
            publisher: 'SPIE',
            volume: '10703',
            pages: '107031F',
            DOI: '10.1117/12.2313552',
            date: '2018-07',
            citationKey: 'smith2018ao',
          },
          authors: [
            ['Smith', 'Ann'],
            ['Jones', 'Bo', 'editor'],
          ],
        },
        {
          key: 'SOFT0001',
          type: 'computerProgram',
          fields: { title: 'Astropy', company: 'Astropy Project', versionNumber: '6.0', date: '2023' },
          authors: [
            ['Astropy Collaboration', '', 'programmer'],
            ['Robitaille', 'Thomas', 'programmer'],
          ],
        },
        {
          key: 'CHAP0001',
          type: 'bookSection',
          fields: {
            title: 'Stellar populations',
            bookTitle: 'Galaxies in the Universe',
            publisher: 'Cambridge University Press',
            pages: '123-160',
            date: '2007',
          },
          authors: [
            ['Sparke', 'Linda'],
            ['Gallagher', 'John', 'editor'],
          ],
        },
        {
          key: 'REPORT01',
          type: 'report',
          fields: {
            title: 'The LSST science book',
            institution: 'LSST Corporation',
            reportNumber: 'LSST-2009-01',
            date: '2009-12-01',
          },
          authors: [['Abell', 'Paul']],
        },
        {
          key: 'ART00001',
          type: 'journalArticle',
          fields: {
            title: 'Dwarf galaxies in $\\Lambda$CDM',
            publicationTitle: 'The Astrophysical Journal',
            volume: '826',
            issue: '1',
            pages: '56',
            date: '2016-07-20',
            citationKey: 'riess2016native',
          },
          authors: [['Riess', 'Adam G.']],
        },
      ],
      betterBibtex: { ART00001: 'riess2016betterbibtex', CHAP0001: 'sparke2007chapter' },
    })
    const engine = await newEngine()
    const summary = await engine.handlers['library.importZotero']({ dir }, context)
    expect(summary.skipped).toEqual([])
    expect(summary.papers.map((paper) => paper.citationKey)).toEqual([
      'carton2017thesis',
      'smith2018ao',
      null,
      'sparke2007chapter',
      null,
      'riess2016native',
    ])

    const { bibtex } = await engine.handlers['library.exportBibtex']({}, context)
    const entries = await entriesOf(bibtex)
    expect(entries.get('carton2017thesis')).toMatchObject({
      type: 'phdthesis',
      fields: { school: 'Leiden University', type: 'PhD thesis', address: 'Leiden', year: '2017', month: '6' },
    })
    expect(entries.get('smith2018ao')).toMatchObject({
      type: 'inproceedings',
      fields: {
        title: 'Adaptive optics at 50% & beyond',
        booktitle: 'Proceedings of the SPIE',
        publisher: ['SPIE'],
        volume: '10703',
        pages: '107031F',
        doi: '10.1117/12.2313552',
        month: '7',
        author: [{ lastName: 'Smith', firstName: 'Ann' }],
        editor: [{ lastName: 'Jones', firstName: 'Bo' }],
      },
    })
    const software = [...entries.values()].find((entry) => entry.type === 'software')
    expect(software?.fields).toMatchObject({
      title: 'Astropy',
      publisher: ['Astropy Project'],
      version: '6.0',
      author: [{ name: 'Astropy Collaboration' }, { lastName: 'Robitaille', firstName: 'Thomas' }],
    })
    expect(entries.get('sparke2007chapter')).toMatchObject({
      type: 'incollection',
      fields: { booktitle: 'Galaxies in the Universe', pages: '123-160', editor: [{ lastName: 'Gallagher' }] },
    })
    const report = [...entries.values()].find((entry) => entry.type === 'techreport')
    expect(report?.fields).toMatchObject({ institution: ['LSST Corporation'], number: 'LSST-2009-01' })
    expect(entries.get('riess2016native')).toMatchObject({
      type: 'article',
      fields: { journal: 'The Astrophysical Journal', volume: '826', number: '1', pages: '56' },
    })
    expect(bibtex).toContain('title = {{Adaptive optics at 50\\% \\& beyond}}')
    expect(bibtex).toContain('month = jul')

    const listed = await engine.handlers['library.list']({ limit: 50, offset: 0, sort: 'added' }, context)
    const article = listed.papers.find((paper) => paper.title.startsWith('Dwarf'))
    expect(article?.bibliography).toMatchObject({ entryType: 'article', volume: '826', issue: '1', pages: '56' })
  })
})
