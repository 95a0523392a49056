import { describe, expect, it } from 'vitest'
import { commands } from '../../../electron/shared/contract/commands'
import type { PaperRecord } from '../../../electron/shared/domain/paper'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }

const adsRecord: PaperRecord = {
  arxivId: '1408.2526',
  doi: '10.1093/mnras/stu2417',
  bibcode: '2015MNRAS.446.4239E',
  title: 'The First Billion Years project: gamma-ray bursts at z > 5',
  authors: ['Elliott, J.', 'Khochfar, S.'],
  abstract: 'GRBs.',
  year: 2015,
  venue: 'Monthly Notices of the Royal Astronomical Society',
  keywords: [],
  citationCount: 12,
  arxivVersion: 1,
  openAccessUrls: [],
  publisherUrl: null,
  sources: ['ads'],
  bibliography: {
    entryType: 'article',
    volume: '446',
    issue: null,
    pages: '4239-4249',
    eid: null,
    month: '02',
    arxivClass: 'astro-ph.HE',
    fields: {},
  },
}

const edit = (input: unknown) => commands['library.updatePaper'].input.parse(input)

describe('library.updatePaper: the user corrects a record', () => {
  it('changes fields, entry type and cite key; the export writes the edit, and a later lookup does not undo it', async () => {
    const engine = await makeEngine()
    const [paper] = (await engine.handlers['library.import']({ records: [adsRecord], identifiers: [] }, context)).papers
    if (!paper) throw new Error('expected the record to be imported')
    const result = await engine.handlers['library.updatePaper'](
      edit({
        paper: paper.id,
        edit: {
          title: 'Gamma-ray bursts at $z>5$ in the First Billion Years',
          authors: ['Elliott, Julian', 'Khochfar, Sadegh', 'FiBY Collaboration'],
          entryType: 'inproceedings',
          venue: 'Proceedings of GRB 2015',
          pages: '',
          citationKey: 'elliott-fiby-2015',
          fields: { note: 'Corrected by hand' },
        },
      }),
      context,
    )
    expect(result.citationKey).toBe('elliott-fiby-2015')
    expect(result.paper.title).toBe('Gamma-ray bursts at $z>5$ in the First Billion Years')
    expect(result.paper.bibliography.entryType).toBe('inproceedings')
    expect(result.paper.bibliography.pages).toBeNull()

    const { bibtex } = await engine.handlers['library.exportBibtex']({}, context)
    expect(bibtex).toMatch(/^@inproceedings\{elliott-fiby-2015,/u)
    expect(bibtex).toContain('Gamma-ray bursts at $z>5$ in the First Billion Years')
    expect(bibtex).toContain('author = {Elliott, Julian and Khochfar, Sadegh and {FiBY Collaboration}}')
    expect(bibtex).toContain('booktitle = {Proceedings of GRB 2015}')
    expect(bibtex).toContain('note = {Corrected by hand}')
    expect(bibtex).not.toMatch(/pages\s*=/u)
    expect(bibtex).not.toContain('The First Billion Years project')

    // ADS answers again (a lookup, a refresh): the user's record stays as they left it.
    await engine.handlers['library.import']({ records: [adsRecord], identifiers: [] }, context)
    const again = await engine.handlers['paper.get']({ paper: paper.id }, context)
    expect(again.title).toBe('Gamma-ray bursts at $z>5$ in the First Billion Years')
    expect(again.authors).toEqual(['Elliott, Julian', 'Khochfar, Sadegh', 'FiBY Collaboration'])
    expect(again.bibliography.entryType).toBe('inproceedings')
    const { bibtex: later } = await engine.handlers['library.exportBibtex']({}, context)
    expect(later).toMatch(/^@inproceedings\{elliott-fiby-2015,/u)
  })

  it('refuses what is not valid, with what to do, and changes nothing', async () => {
    const engine = await makeEngine()
    const imported = await engine.handlers['library.importBibtex'](
      {
        text: '@article{first, title = {First}, year = 2020}\n@article{second, title = {Second}, doi = {10.1234/two}}\n',
      },
      context,
    )
    const [first] = imported.papers
    if (!first) throw new Error('expected two papers')
    await expect(
      engine.handlers['library.updatePaper'](edit({ paper: first.id, edit: { doi: 'not a doi' } }), context),
    ).rejects.toThrow(/"not a doi" is not a DOI; correct it or leave the field empty/)
    await expect(
      engine.handlers['library.updatePaper'](edit({ paper: first.id, edit: { citationKey: 'second' } }), context),
    ).rejects.toThrow(/The cite key second is already used by "Second"; choose another/)
    await expect(
      engine.handlers['library.updatePaper'](edit({ paper: first.id, edit: { doi: '10.1234/two' } }), context),
    ).rejects.toThrow(/"Second" in the library already has this DOI/)
    expect(commands['library.updatePaper'].input.safeParse({ paper: first.id, edit: { title: ' ' } }).success).toBe(
      false,
    )
    expect(
      commands['library.updatePaper'].input.safeParse({ paper: first.id, edit: { citationKey: 'a key' } }).success,
    ).toBe(false)
    const unchanged = await engine.handlers['paper.get']({ paper: first.id }, context)
    expect(unchanged.title).toBe('First')
    expect(unchanged.doi).toBeNull()
    const { bibtex } = await engine.handlers['library.exportBibtex']({}, context)
    expect(bibtex).toMatch(/^@article\{first,/mu)
  })
})
