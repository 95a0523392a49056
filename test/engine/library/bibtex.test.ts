import { afterEach, describe, expect, it } from 'vitest'
import { baseCitationKey, citationKeys, familyName } from '../../../electron/main/engine/library/bibtex/citation-key'
import { emptyBibliography, type Paper } from '../../../electron/shared/domain/paper'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixtureText } from '../../helpers/shared-fixtures'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestLibrary, fixtureText } from './library-test-kit'

const tempDir = useTempDir('astro-bibtex-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const adsExport = (
  JSON.parse(readSharedFixtureText('ads/extracted-export-bibtex-response-2-records.json')) as { export: string }
).export

describe('citation keys', () => {
  it.each([
    [{ authors: ['Mageshwaran, T.'], year: 2021, title: 'Self-similar accretion' }, 'mageshwaran2021self'],
    [{ authors: ['Adrian Del Maestro'], year: 2012, title: 'A Luttinger Liquid Core' }, 'delmaestro2012luttinger'],
    [{ authors: ['Zlatko Tešanović'], year: 2010, title: 'The Quantum criticality' }, 'tesanovic2010quantum'],
    [{ authors: [], year: null, title: '' }, 'paper'],
    [{ authors: [], year: 2020, title: 'On $z>5$ galaxies' }, '2020galaxies'],
  ])('%j → %s', (paper, expected) => {
    expect(baseCitationKey(paper)).toBe(expected)
  })

  it('reads family names in both orders', async () => {
    expect(familyName('Elliott, J.')).toBe('Elliott')
    expect(familyName('James M. Murray')).toBe('Murray')
    expect(familyName('Adrian Del Maestro')).toBe('Del Maestro')
  })

  it('tells colliding keys apart by the order papers entered the library, whatever the export order', async () => {
    const paper = (id: string, addedAt: number) =>
      ({ id, addedAt, authors: ['Smith, A.'], year: 2020, title: 'Stars' }) as Paper
    const early = paper('b', 1)
    const late = paper('a', 2)
    expect(citationKeys([late, early])).toEqual(
      new Map([
        ['b', 'smith2020starsa'],
        ['a', 'smith2020starsb'],
      ]),
    )
    expect(citationKeys([early, late]).get('a')).toBe('smith2020starsb')
  })
})

describe('BibTeX import and export', () => {
  it('imports an ADS .bib file with identifiers, authors and venue', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    const result = await service.importBibtex(adsExport)
    expect(result.errors).toEqual([])
    expect(result.papers).toHaveLength(2)
    const [glm, grb] = result.papers
    expect(glm).toMatchObject({
      bibcode: '2015A&C....10...61E',
      arxivId: '1409.7699',
      doi: '10.1016/j.ascom.2015.01.002',
      year: 2015,
      venue: 'Astronomy and Computing',
    })
    expect(glm?.authors[0]).toBe('Elliott, J.')
    expect(glm?.authors[1]).toBe('de Souza, R. S.')
    expect(grb?.title).toContain('The First Billion Years project')
  })

  it('merges a .bib import with a paper already in the library', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    const existing = service.importRecord({
      arxivId: '1408.2526',
      doi: null,
      bibcode: null,
      title: 'FBY GRBs',
      authors: ['J. Elliott'],
      abstract: '',
      year: 2014,
      venue: '',
      keywords: [],
      citationCount: null,
      arxivVersion: 1,
      openAccessUrls: [],
      publisherUrl: null,
      sources: ['arxiv'],
      bibliography: emptyBibliography,
    })
    await service.importBibtex(adsExport)
    expect(service.list({}).total).toBe(2)
    expect(service.get(existing.id).bibcode).toBe('2015MNRAS.446.4239E')
  })

  it('round-trips generated entries: export, import into an empty library, same papers', async () => {
    const source = createTestLibrary({ libraryDir: tempDir(), adsToken: null })
    const originals = (await source.service.importBibtex(adsExport)).papers
    source.service.importRecord({
      arxivId: '1201.4869',
      doi: null,
      bibcode: null,
      title: 'A Luttinger Liquid Core Inside Helium-4 Filled Nanopores',
      authors: ['Adrian Del Maestro'],
      abstract: 'As helium-4 is cooled below 2.17 K it undergoes a phase transition & more.',
      year: 2012,
      venue: '',
      keywords: [],
      citationCount: null,
      arxivVersion: 1,
      openAccessUrls: [],
      publisherUrl: null,
      sources: ['arxiv'],
      bibliography: emptyBibliography,
    })
    const bibtex = await source.service.exportBibtex({})
    expect(bibtex).toContain('@misc{delmaestro2012luttinger,')
    // Imported entries keep the keys they came with (ADS's are bibcodes).
    expect(bibtex).toContain('@article{2015A&C....10...61E,')
    const target = createTestLibrary({ libraryDir: tempDir() })
    const imported = await target.service.importBibtex(bibtex)
    expect(imported.errors).toEqual([])
    const summary = (papers: Paper[]) =>
      papers
        .map((paper) => ({
          title: paper.title,
          year: paper.year,
          arxivId: paper.arxivId,
          doi: paper.doi,
          bibcode: paper.bibcode,
          families: paper.authors.map(familyName),
        }))
        .sort((a, b) => a.title.localeCompare(b.title))
    expect(summary(imported.papers)).toEqual(summary(source.service.list({}).papers))
    expect(originals).toHaveLength(2)
    expect(target.service.list({ text: 'helium' }).papers[0]?.abstract).toContain('phase transition & more')
  })

  it("uses ADS's export for a paper with a bibcode when a token is set, never for an entry the user imported", async () => {
    const fromAds = '@ARTICLE{2016ApJ...826...56R,\n  title = "{The record ADS has}"\n}'
    server = await startLoopbackServer((_request, response) => void response.end(JSON.stringify({ export: fromAds })))
    const { service } = createTestLibrary({ libraryDir: tempDir(), urls: { adsBaseUrl: server.url } })
    await service.importBibtex(
      adsExport.replace('{The overlooked potential', '{My Own Title: The overlooked potential'),
    )
    service.importRecord({
      arxivId: null,
      doi: null,
      bibcode: '2016ApJ...826...56R',
      title: 'A paper found in ADS',
      authors: ['Riess, Adam G.'],
      abstract: '',
      year: 2016,
      venue: 'The Astrophysical Journal',
      keywords: [],
      citationCount: null,
      arxivVersion: null,
      openAccessUrls: [],
      publisherUrl: null,
      sources: ['ads'],
      bibliography: emptyBibliography,
    })
    const bibtex = await service.exportBibtex({})
    expect(server.requests.map((request) => JSON.parse(request.body))).toEqual([{ bibcode: ['2016ApJ...826...56R'] }])
    expect(bibtex).toContain('The record ADS has')
    expect(bibtex).toContain('{My Own Title: The overlooked potential')
    expect(keysOf(bibtex).sort()).toEqual(['2015A&C....10...61E', '2015MNRAS.446.4239E', '2016ApJ...826...56R'])
  })

  it('reports unreadable entries and still imports the rest', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir() })
    const result = await service.importBibtex(
      '@article{good, title={A good one}, author={Doe, Jane}, year={2020}}\n@article{notitle, year={2020}}',
    )
    expect(result.papers.map((paper) => paper.title)).toEqual(['A good one'])
    expect(result.errors).toEqual(['Line 2: Entry notitle has no title and was skipped.'])
  })
})

/** The cite keys of a .bib text, in order. */
const keysOf = (bibtex: string) => [...bibtex.matchAll(/^@\w+\{([^,\s]+),/gmu)].map((match) => match[1])

describe('kept cite keys', () => {
  it.each([
    ['the ADS export', adsExport, ['2015A&C....10...61E', '2015MNRAS.446.4239E']],
    [
      'the Zotero (Better BibTeX) export',
      fixtureText('bibtex/zotero-better-bibtex-export.bib'),
      ['delmaestro2011luttinger', 'kenworthy2025upper'],
    ],
  ])('%s keeps its keys through export, a second import and a second export', async (_name, text, keys) => {
    const first = createTestLibrary({ libraryDir: tempDir(), adsToken: null })
    await first.service.importBibtex(text)
    const exported = await first.service.exportBibtex({})
    expect(keysOf(exported).sort()).toEqual([...keys].sort())
    const paper = first.service.list({ text: 'Luttinger' }).papers[0] ?? first.service.list({}).papers[0]
    if (!paper) throw new Error('expected an imported paper')
    const { markdown } = first.service.notesMarkdown(paper.id)
    expect(keys.some((key) => markdown.includes(`Citation key: \`${key}\``))).toBe(true)

    const second = createTestLibrary({ libraryDir: tempDir(), adsToken: null })
    await second.service.importBibtex(exported)
    expect(keysOf(await second.service.exportBibtex({})).sort()).toEqual([...keys].sort())
  })

  it('keeps a hand-made key, also when a later import renames it, with an ADS token set', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(JSON.stringify({ export: adsExport })))
    const { service } = createTestLibrary({ libraryDir: tempDir(), urls: { adsBaseUrl: server.url } })
    const renamed = adsExport.replace('@ARTICLE{2015MNRAS.446.4239E,', '@ARTICLE{Elliott:2015grb,')
    await service.importBibtex(renamed)
    expect(keysOf(await service.exportBibtex({})).sort()).toEqual(['2015A&C....10...61E', 'Elliott:2015grb'])
    await service.importBibtex(renamed.replace('Elliott:2015grb', 'elliott-grb-2015'))
    expect(keysOf(await service.exportBibtex({})).sort()).toEqual(['2015A&C....10...61E', 'elliott-grb-2015'])
  })
})

describe('faithful BibTeX', () => {
  it('keeps math and braces in titles, maps AASTeX journal macros both ways, and names the venue, not a journal-ref', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir(), adsToken: null })
    const { papers } = await service.importBibtex(adsExport)
    const grb = papers.find((paper) => paper.doi === '10.1093/mnras/stu2417')
    expect(grb?.title).toBe('The First Billion Years project: gamma-ray bursts at z $\\gt$ 5')
    expect(grb?.venue).toBe('Monthly Notices of the Royal Astronomical Society')
    service.importRecord({
      arxivId: '1111.2011',
      doi: null,
      bibcode: null,
      title: 'Quantum criticality at 50% & beyond',
      authors: ['James M. Murray'],
      abstract: '',
      year: 2012,
      venue: 'Phys. Rev. B 85, 115117 (2012)',
      keywords: [],
      citationCount: null,
      arxivVersion: 2,
      openAccessUrls: [],
      publisherUrl: null,
      sources: ['arxiv'],
      bibliography: emptyBibliography,
    })
    const bibtex = await service.exportBibtex({})
    expect(bibtex).toContain('z $\\gt$ 5')
    expect(bibtex).toContain('journal = {\\mnras}')
    expect(bibtex).toContain('journal = {Phys. Rev. B}')
    expect(bibtex).toContain('title = {{Quantum criticality at 50\\% \\& beyond}}')
    expect(bibtex).not.toMatch(/Anonymous|nd[A-Z]/)
    const again = createTestLibrary({ libraryDir: tempDir(), adsToken: null })
    const reimported = await again.service.importBibtex(bibtex)
    expect(reimported.errors).toEqual([])
    expect(reimported.papers.find((paper) => paper.arxivId === '1408.2526')?.venue).toBe(
      'Monthly Notices of the Royal Astronomical Society',
    )
  })

  it('imports a Zotero (Better BibTeX) export and reports each bad entry with the line it starts on', async () => {
    const { service } = createTestLibrary({ libraryDir: tempDir(), adsToken: null })
    const result = await service.importBibtex(fixtureText('bibtex/zotero-better-bibtex-export.bib'))
    expect(result.papers.map((paper) => paper.title)).toEqual([
      'A {{Luttinger}} Liquid Core Inside {{Helium-4}} Filled Nanopores',
      'Upper Limits on {{CN}} from Exocomets Transiting $\\beta$ {{Pictoris}}',
    ])
    expect(result.papers[0]?.authors[0]).toBe('Del Maestro, Adrian')
    expect(result.errors).toHaveLength(2)
    expect(result.errors[0]).toMatch(/^Line 21: /)
    expect(result.errors[1]).toMatch(/^Line 26: Entry notitle2021 has no title/)
    const bibtex = await service.exportBibtex({})
    expect(bibtex).toContain('@article{delmaestro2011luttinger,')
    expect(bibtex).toContain('$\\beta$')
  })
})
