import { describe, expect, it } from 'vitest'
import { dedupeRecords, mergeRecords, sameWork } from '../../../electron/main/engine/library/records/merge-records'
import { emptyBibliography, type PaperRecord } from '../../../electron/shared/domain/paper'

function record(overrides: Partial<PaperRecord>): PaperRecord {
  return {
    arxivId: null,
    doi: null,
    bibcode: null,
    title: 'A paper',
    authors: [],
    abstract: '',
    year: null,
    venue: '',
    keywords: [],
    citationCount: null,
    arxivVersion: null,
    openAccessUrls: [],
    publisherUrl: null,
    sources: [],
    bibliography: emptyBibliography,
    ...overrides,
  }
}

describe('merging records', () => {
  it.each([
    [{ arxivId: '2008.07401' }, { arxivId: '2008.07401' }, true],
    [{ doi: '10.1/x' }, { doi: '10.1/x' }, true],
    [{ bibcode: '2021NewA...8301491M' }, { bibcode: '2021NewA...8301491M' }, true],
    [{ arxivId: '2008.07401' }, { arxivId: '2008.07402' }, false],
    [{ arxivId: null }, { arxivId: null }, false],
    [{ arxivId: '2008.07401', doi: '10.1/a' }, { doi: '10.1/a', bibcode: 'x' }, true],
  ])('sameWork(%j, %j) is %s', (a, b, expected) => {
    expect(sameWork(record(a), record(b))).toBe(expected)
  })

  it("prefers ADS's metadata, keeps arXiv's id and version, takes the higher citation count", () => {
    const arxiv = record({
      arxivId: '2008.07401',
      arxivVersion: 3,
      title: 'Self-similar accretion (preprint title)',
      authors: ['T. Mageshwaran', 'A. Mangalam'],
      abstract: 'Short.',
      sources: ['arxiv'],
      openAccessUrls: ['http://arxiv.org/pdf/2008.07401v3'],
    })
    const ads = record({
      arxivId: '2008.07401',
      doi: '10.1016/j.newast.2020.101491',
      bibcode: '2021NewA...8301491M',
      title: 'Self-similar accretion in TDEs',
      authors: ['Mageshwaran, T.', 'Mangalam, A.'],
      abstract: 'A much longer abstract from the journal.',
      venue: 'New Astronomy',
      citationCount: 4,
      sources: ['ads'],
    })
    const merged = mergeRecords(arxiv, ads)
    expect(merged).toMatchObject({
      arxivId: '2008.07401',
      arxivVersion: 3,
      doi: '10.1016/j.newast.2020.101491',
      bibcode: '2021NewA...8301491M',
      title: 'Self-similar accretion in TDEs',
      authors: ['Mageshwaran, T.', 'Mangalam, A.'],
      abstract: 'A much longer abstract from the journal.',
      venue: 'New Astronomy',
      citationCount: 4,
      sources: ['arxiv', 'ads'],
      bibliography: emptyBibliography,
    })
    expect(merged.openAccessUrls).toEqual(['http://arxiv.org/pdf/2008.07401v3'])
  })

  it('prefers a journal bibcode over an arXiv e-print bibcode', () => {
    const merged = mergeRecords(
      record({ arxivId: '2008.07401', bibcode: '2020arXiv200807401M' }),
      record({ arxivId: '2008.07401', bibcode: '2021NewA...8301491M' }),
    )
    expect(merged.bibcode).toBe('2021NewA...8301491M')
  })

  it('de-duplicates transitively and keeps first-seen order', () => {
    const list = [
      record({ title: 'one', arxivId: '1111.1111' }),
      record({ title: 'two', doi: '10.1/two' }),
      record({ title: 'three', doi: '10.1/one', bibcode: '2020ApJ...900....1A' }),
      record({ title: 'one again', arxivId: '1111.1111', doi: '10.1/one' }),
    ]
    const result = dedupeRecords(list)
    expect(result).toHaveLength(2)
    expect(result[0]).toMatchObject({ arxivId: '1111.1111', doi: '10.1/one', bibcode: '2020ApJ...900....1A' })
    expect(result[1]?.title).toBe('two')
  })
})
