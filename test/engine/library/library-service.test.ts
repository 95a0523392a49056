import { afterEach, describe, expect, it } from 'vitest'
import { emptyBibliography, type PaperRecord } from '../../../electron/shared/domain/paper'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixtureText } from '../../helpers/shared-fixtures'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestLibrary } from './library-test-kit'

const tempDir = useTempDir('astro-library-')
let servers: LoopbackServer[] = []
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()))
  servers = []
})

function record(overrides: Partial<PaperRecord>): PaperRecord {
  return {
    arxivId: null,
    doi: null,
    bibcode: null,
    title: 'Untitled',
    authors: [],
    abstract: '',
    year: null,
    venue: '',
    keywords: [],
    citationCount: null,
    arxivVersion: null,
    openAccessUrls: [],
    publisherUrl: null,
    sources: ['manual'],
    bibliography: emptyBibliography,
    ...overrides,
  }
}

describe('LibraryService: the library database', () => {
  it('merges an import into the paper it matches and keeps authors in order', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    const first = service.importRecord(
      record({ arxivId: '1111.2011', title: 'Quantum criticality', authors: ['B', 'A', 'C'] }),
    )
    const second = service.importRecord(
      record({ arxivId: '1111.2011', doi: '10.1103/physrevb.85.115117', sources: ['ads'] }),
    )
    expect(second.id).toBe(first.id)
    expect(second.doi).toBe('10.1103/physrevb.85.115117')
    expect(second.authors).toEqual(['B', 'A', 'C'])
    expect(service.list({}).total).toBe(1)
  })

  it('joins two entries that turn out to be one paper, moving notes and tags to the older one', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    const byArxiv = service.importRecord(record({ arxivId: '2008.07401', title: 'Preprint' }))
    const byDoi = service.importRecord(record({ doi: '10.1016/j.newast.2020.101491', title: 'Journal version' }))
    service.saveNote({ paper: byDoi.id, page: 2, content: 'check eq. 4' })
    service.update(byDoi.id, { tags: ['tde'], readingStatus: 'read' })
    const linked = service.importRecord(
      record({
        arxivId: '2008.07401',
        doi: '10.1016/j.newast.2020.101491',
        bibcode: '2021NewA...8301491M',
        sources: ['ads'],
      }),
    )
    expect(linked.id).toBe(byArxiv.id)
    expect(service.list({}).total).toBe(1)
    expect(service.notes(linked.id).map((note) => note.content)).toEqual(['check eq. 4'])
    expect(linked.tags).toEqual(['tde'])
    expect(linked.readingStatus).toBe('read')
    expect(service.find('10.1016/j.newast.2020.101491')?.id).toBe(byArxiv.id)
    expect(service.find('2021NewA...8301491M')?.id).toBe(byArxiv.id)
  })

  it('lists with full-text, tag, collection and status filters', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    const bethe = service.importRecord(
      record({ arxivId: '1111.2011', title: 'Quantum criticality on a Bethe lattice', authors: ['Murray'] }),
    )
    const helium = service.importRecord(
      record({ arxivId: '1201.4869', title: 'Luttinger liquid in nanopores', abstract: 'helium-4 superfluid' }),
    )
    service.update(bethe.id, { tags: ['theory'], addCollections: ['thesis'] })
    service.update(helium.id, { readingStatus: 'reading' })
    expect(service.list({ text: 'bethe' }).papers.map((paper) => paper.id)).toEqual([bethe.id])
    expect(service.list({ text: 'superflu' }).papers.map((paper) => paper.id)).toEqual([helium.id])
    expect(service.list({ text: 'murray' }).papers.map((paper) => paper.id)).toEqual([bethe.id])
    expect(service.list({ tag: 'theory' }).papers.map((paper) => paper.id)).toEqual([bethe.id])
    expect(service.list({ collection: 'thesis' }).papers.map((paper) => paper.id)).toEqual([bethe.id])
    expect(service.list({ status: 'reading' }).papers.map((paper) => paper.id)).toEqual([helium.id])
    expect(service.list({ text: '"unbalanced (quote' }).total).toBe(0)
    expect(service.tags()).toEqual([{ name: 'theory', count: 1 }])
    expect(service.collections()).toEqual([{ name: 'thesis', count: 1 }])
    service.renameCollection('thesis', 'chapter 2')
    expect(service.get(bethe.id).collections).toEqual(['chapter 2'])
    service.update(bethe.id, { removeCollections: ['chapter 2'] })
    expect(service.get(bethe.id).collections).toEqual([])
  })

  it('keeps notes and highlights per paper and page, updates and deletes them', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    const paper = service.importRecord(record({ arxivId: '1111.2011', title: 'Bethe' }))
    const highlight = service.saveHighlight({
      paper: '1111.2011',
      page: 3,
      quote: 'the upper critical dimension',
      rects: [{ x: 10, y: 20, width: 100, height: 12 }],
      color: '#ffd400',
      comment: 'key result',
    })
    service.saveHighlight({ ...highlight, paper: paper.id, comment: 'key result, see sec. III' })
    const [stored] = service.highlights(paper.id)
    expect(stored).toMatchObject({
      id: highlight.id,
      page: 3,
      comment: 'key result, see sec. III',
      rects: [{ x: 10, y: 20, width: 100, height: 12 }],
    })
    const note = service.saveNote({ paper: paper.id, page: null, content: 'read again' })
    expect(service.notes(paper.id)).toHaveLength(1)
    expect(service.deleteNote(note.id)).toBe(true)
    expect(service.deleteHighlight(highlight.id)).toBe(true)
    expect(service.notes(paper.id)).toEqual([])
    expect(service.highlights(paper.id)).toEqual([])
  })

  it('says what to do for an unknown paper', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    expect(() => service.get('2401.00010')).toThrow('Import it first')
  })
})

describe('LibraryService: search and import', () => {
  async function services() {
    const ads = await startLoopbackServer(
      (_request, response) => void response.end(readSharedFixtureText('ads/search-query-star-25rows.json')),
    )
    const arxiv = await startLoopbackServer(
      (_request, response) => void response.end(readSharedFixtureText('arxiv/atom-legacy-search-au_del_maestro.xml')),
    )
    servers.push(ads, arxiv)
    return { ads, arxiv }
  }

  it('merges ADS and arXiv hits and shows what is already in the library', async () => {
    const { ads, arxiv } = await services()
    const { service } = createTestLibrary({
      libraryDir: tempDir(),
      urls: { adsBaseUrl: ads.url, arxivBaseUrl: arxiv.url },
    })
    const local = service.importRecord(record({ arxivId: '1201.4869', title: 'Luttinger' }))
    service.update(local.id, { readingStatus: 'read' })
    const result = await service.search({ query: 'star', source: 'all', rows: 25, start: 0 })
    expect(result.totals).toEqual({ ads: 503860, arxiv: 31 })
    expect(result.errors).toEqual([])
    const arxivQuery = new URL(arxiv.requests[0]?.url ?? '', arxiv.url).searchParams.get('search_query')
    expect(arxivQuery).toBe('all:star')
    const hit = result.hits.find((candidate) => candidate.arxivId === '1201.4869')
    expect(hit?.localId).toBe(local.id)
    expect(hit?.localStatus?.readingStatus).toBe('read')
    const adsHit = result.hits.find((candidate) => candidate.bibcode === '2021NewA...8301491M')
    expect(adsHit?.localId).toBeNull()
    const keys = result.hits.map((candidate) => candidate.arxivId ?? candidate.doi ?? candidate.bibcode)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('still answers from arXiv when ADS has no token, and says why ADS is missing', async () => {
    const { ads, arxiv } = await services()
    const { service } = createTestLibrary({
      libraryDir: tempDir(),
      urls: { adsBaseUrl: ads.url, arxivBaseUrl: arxiv.url },
      adsToken: null,
    })
    const result = await service.search({ query: 'au:del_maestro', source: 'all', rows: 10, start: 0 })
    expect(result.hits).toHaveLength(10)
    expect(result.errors).toEqual([{ source: 'ads', message: expect.stringContaining('No NASA ADS token') }])
    expect(ads.requests).toHaveLength(0)
  })

  it('imports by arXiv id with metadata from arXiv, and reports unknown inputs', async () => {
    const arxiv = await startLoopbackServer(
      (_request, response) => void response.end(readSharedFixtureText('arxiv/atom-legacy-search-au_del_maestro.xml')),
    )
    servers.push(arxiv)
    const { service } = createTestLibrary({ libraryDir: tempDir(), urls: { arxivBaseUrl: arxiv.url }, adsToken: null })
    const result = await service.importIdentifiers(['arXiv:1201.4869v1', 'not-an-id'])
    expect(new URL(arxiv.requests[0]?.url ?? '', arxiv.url).searchParams.get('id_list')).toBe('1201.4869v1')
    expect(result.papers).toHaveLength(1)
    expect(result.papers.find((paper) => paper.arxivId === '1201.4869')?.title).toBe(
      'A Luttinger Liquid Core Inside Helium-4 Filled Nanopores',
    )
    expect(result.failures).toEqual([{ input: 'not-an-id', reason: 'not an arXiv id, DOI or bibcode' }])
  })
})
