import { describe, expect, it } from 'vitest'
import { libraryViewCommands } from '../../../electron/shared/contract/commands/library-view'
import { useTestEngine } from '../../helpers/test-engine'

const createEngine = useTestEngine()
const context = { signal: new AbortController().signal }

const mine = `@article{mine2016,
  author = {Riess, Adam G. and {SH0ES Team}},
  title = {My own title for {H$_0$}},
  journal = {ApJ},
  year = {2016},
  volume = {826},
  pages = {56},
  abstract = {My short abstract.},
  doi = {10.3847/0004-637X/826/1/56}
}`

describe("the user's record wins over a later lookup, through the engine", () => {
  it('keeps the fields the user imported and adds only what the entry lacked', async () => {
    const engine = await createEngine()
    await engine.handlers['library.importBibtex']({ text: mine }, context)
    const { papers } = await engine.handlers['library.import'](
      libraryViewCommands['library.import'].input.parse({
        records: [
          {
            doi: '10.3847/0004-637x/826/1/56',
            arxivId: '1604.01424',
            bibcode: '2016ApJ...826...56R',
            title: 'A 2.4% Determination of the Local Value of the Hubble Constant',
            authors: ['Riess, Adam G.', 'Macri, Lucas M.'],
            abstract: 'We use the Wide Field Camera 3 on the Hubble Space Telescope to reduce the uncertainty.',
            year: 2016,
            venue: 'The Astrophysical Journal',
            citationCount: 3000,
            sources: ['ads'],
            bibliography: {
              entryType: 'article',
              volume: '999',
              issue: '1',
              pages: '1',
              eid: '56',
              month: '07',
              arxivClass: null,
              fields: {},
            },
          },
        ],
      }),
      context,
    )
    const paper = papers[0]
    expect(paper).toMatchObject({
      title: 'My own title for {H$_0$}',
      authors: ['Riess, Adam G.', 'SH0ES Team'],
      venue: 'ApJ',
      abstract: 'My short abstract.',
      citationCount: 3000,
      arxivId: '1604.01424',
      bibliography: { volume: '826', pages: '56', issue: '1', month: '07' },
    })
    const { bibtex } = await engine.handlers['library.exportBibtex']({}, context)
    expect(bibtex).toContain('@article{mine2016,')
    expect(bibtex).toContain('title = {My own title for {H$_0$}}')
    expect(bibtex).toContain('volume = {826}')
    expect(bibtex).not.toContain('999')
    expect(bibtex).not.toContain('Hubble Constant')
    // What the entry lacked is learned: the issue, month, arXiv id and bibcode ADS reported.
    expect(bibtex).toContain('number = {1}')
    expect(bibtex).toContain('month = jul')
    expect(bibtex).toContain('eprint = {1604.01424}')
    expect(bibtex).toContain('adsurl = {https://ui.adsabs.harvard.edu/abs/2016ApJ...826...56R}')
  })
})
