import { describe, expect, it } from 'vitest'
import { readSharedFixtureText } from '../../helpers/shared-fixtures'
import { useTestEngine } from '../../helpers/test-engine'

const createEngine = useTestEngine()
const context = { signal: new AbortController().signal }

type Parsed = { type: string; key: string; fields: Record<string, unknown> }

/** Both files read the same way, TeX turned into text, so fields compare by what they mean, not how they are spelled. */
async function readEntries(text: string): Promise<Map<string, Parsed>> {
  const { parse } = await import('@retorquere/bibtex-parser')
  const library = parse(text, {
    sentenceCase: false,
    english: false,
    unsupported: (node) => ('content' in node && typeof node.content === 'string' ? `\\${node.content}` : ''),
  })
  return new Map(library.entries.map((entry) => [entry.key, entry as Parsed]))
}

const isEtAl = (creator: unknown) => {
  const { name, lastName, firstName } = creator as { name?: string; lastName?: string; firstName?: string }
  return name === 'et al.' || (lastName === 'al.' && firstName === 'et')
}

/** ADS's `and et al.` is BibTeX's `and others`; every other value must come back unchanged. */
function expectedValue(value: unknown): unknown {
  if (!Array.isArray(value)) return value
  return value.map((item) => (isEtAl(item) ? { lastName: 'others' } : item))
}

/** The fields, entry type and key that differ between an imported entry and its export, as readable lines. */
function differences(original: Parsed, exported: Parsed | undefined): string[] {
  if (!exported) return [`${original.key}: not exported under its key`]
  const problems: string[] = []
  if (exported.type !== original.type) problems.push(`${original.key}: @${original.type} became @${exported.type}`)
  const names = new Set([...Object.keys(original.fields), ...Object.keys(exported.fields)])
  for (const name of names) {
    const want = JSON.stringify(expectedValue(original.fields[name]))
    const got = JSON.stringify(exported.fields[name])
    if (want !== got) problems.push(`${original.key}.${name}: ${want} → ${got}`)
  }
  return problems
}

async function roundTrip(file: string) {
  const text = readSharedFixtureText(file)
  const engine = await createEngine()
  const imported = await engine.handlers['library.importBibtex']({ text }, context)
  const { bibtex } = await engine.handlers['library.exportBibtex']({}, context)
  const originals = [...(await readEntries(text)).values()].filter((entry) => typeof entry.fields.title === 'string')
  const exported = await readEntries(bibtex)
  const broken = originals.map((entry) => differences(entry, exported.get(entry.key))).filter((list) => list.length)
  console.log(`${file}: ${originals.length - broken.length} of ${originals.length} entries whole`)
  return { imported, broken, originals, bibtex }
}

const adsShaped = String.raw`@ARTICLE{2016A&A...595A...1G,
       author = {{Gaia Collaboration} and {Prusti}, T. and {Amor{\'\i}n}, R. and et al.},
        title = "{The Gaia mission at $z>5$}",
      journal = {\aap},
     keywords = {space vehicles: instruments, Galaxy: structure},
         year = 2016,
        month = nov,
       volume = {595},
          eid = {A1},
        pages = {A1},
          doi = {10.1051/0004-6361/201629272},
archivePrefix = {arXiv},
       eprint = {1609.04153},
 primaryClass = {astro-ph.IM},
       adsurl = {https://ui.adsabs.harvard.edu/abs/2016A&A...595A...1G},
      adsnote = {Provided by the SAO/NASA Astrophysics Data System}
}
`

describe('an ADS entry with a collaboration, et al. and TeX accents, through the engine', () => {
  it('keeps the collaboration whole, reads et al. as more authors, stores names in NFC and writes the TeX back', async () => {
    const engine = await createEngine({ secrets: { 'ads-token': 'token' } })
    const { papers } = await engine.handlers['library.importBibtex']({ text: adsShaped }, context)
    expect(papers[0]?.authors).toEqual(['Gaia Collaboration', 'Prusti, T.', 'Amor\u00edn, R.'])
    expect(papers[0]?.bibliography).toMatchObject({
      entryType: 'article',
      volume: '595',
      eid: 'A1',
      pages: 'A1',
      month: '11',
      arxivClass: 'astro-ph.IM',
    })
    // With an ADS token set, the entry still comes from what was imported (no ADS server is reachable here).
    const { bibtex } = await engine.handlers['library.exportBibtex']({}, context)
    expect(bibtex).toContain(String.raw`{{Gaia Collaboration} and {Prusti}, T. and {Amor{\'\i}n}, R. and others}`)
    expect(bibtex).toContain('abs/2016A&A...595A...1G}')
    expect(bibtex).toContain('month = nov')
    const original = [...(await readEntries(adsShaped)).values()]
    const exported = await readEntries(bibtex)
    expect(original.flatMap((entry) => differences(entry, exported.get(entry.key)))).toEqual([])
  })
})

describe('BibTeX round trip through the engine', { timeout: 60_000 }, () => {
  it("brings back every entry of ADS's 24-record export whole: fields, entry type and key", async () => {
    const { broken, originals, imported } = await roundTrip('bib-formats/ads-export-bibtex-24-records-mixed-types.bib')
    expect(originals.length).toBeGreaterThan(20)
    expect(imported.papers).toHaveLength(originals.length)
    expect(broken).toEqual([])
  })

  it('brings back every titled entry of biblatex-examples.bib whole, but two entries of one paper, which it names', async () => {
    const { broken, originals, imported } = await roundTrip('bib-formats/biblatex-examples.bib')
    expect(originals.length).toBeGreaterThan(60)
    // The file gives one paper twice (an article and its online copy, one DOI): the library keeps one record.
    const samePaper = imported.errors.filter((error) => error.includes('name the same paper'))
    expect(samePaper).toEqual([expect.stringMatching(/^Entries baez\/article and baez\/online /u)])
    expect(broken.map((problems) => problems[0]?.split(/[.:]/u)[0])).toEqual(['baez/article', 'baez/online'])
  })
})
