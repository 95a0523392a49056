import { describe, expect, it } from 'vitest'
import { arxivIdFromBibcode, parseArxivId } from '../../../electron/main/engine/library/identifiers/arxiv-id'
import { normalizeBibcode } from '../../../electron/main/engine/library/identifiers/bibcode'
import { normalizeDoi } from '../../../electron/main/engine/library/identifiers/doi'
import { findIdentifiersInText, parseIdentifier } from '../../../electron/main/engine/library/identifiers/identifier'

describe('arXiv ids', () => {
  it.each([
    ['2401.00010v3', { id: '2401.00010', version: 3 }],
    ['2401.00010', { id: '2401.00010', version: null }],
    ['arXiv:1111.2011v2', { id: '1111.2011', version: 2 }],
    ['https://arxiv.org/abs/2304.02623v1', { id: '2304.02623', version: 1 }],
    ['http://arxiv.org/pdf/1201.4869v1.pdf', { id: '1201.4869', version: 1 }],
    ['astro-ph/0601001v2', { id: 'astro-ph/0601001', version: 2 }],
    ['astro-ph/0601001', { id: 'astro-ph/0601001', version: null }],
    ['math.GT/0309136', { id: 'math.GT/0309136', version: null }],
    ['hep-th/9901001v1', { id: 'hep-th/9901001', version: 1 }],
    ['0704.0001', { id: '0704.0001', version: null }],
  ])('parses %s', (input, expected) => {
    expect(parseArxivId(input)).toEqual(expected)
  })

  it.each(['abc', '2401.0001', '1412.00001', '1501.0001', '2413.00010', '0000.0000', 'astro-ph/060100', ''])(
    'rejects %s',
    (input) => {
      expect(parseArxivId(input)).toBeNull()
    },
  )

  it('reads e-print bibcodes', () => {
    expect(arxivIdFromBibcode('2020arXiv200807401M')).toBe('2008.07401')
    expect(arxivIdFromBibcode('2021NewA...8301491M')).toBeNull()
  })
})

describe('DOIs', () => {
  it.each([
    ['10.1103/PhysRevB.85.115117', '10.1103/physrevb.85.115117'],
    ['doi:10.1016/j.ascom.2015.01.002', '10.1016/j.ascom.2015.01.002'],
    ['https://doi.org/10.1093/mnras/stu2417', '10.1093/mnras/stu2417'],
    ['http://dx.doi.org/10.1142/S021797921244002X', '10.1142/s021797921244002x'],
    ['https://doi.org/10.1016%2Fj.newast.2020.101491', '10.1016/j.newast.2020.101491'],
    ['10.1093/mnras/stu2417.', '10.1093/mnras/stu2417'],
  ])('normalises %s', (input, expected) => {
    expect(normalizeDoi(input)).toBe(expected)
  })

  it.each(['11.1234/x', '10.12/abc', 'not a doi', ''])('rejects %s', (input) => {
    expect(normalizeDoi(input)).toBeNull()
  })
})

describe('bibcodes', () => {
  it.each([
    ['2015A&C....10...61E', '2015A&C....10...61E'],
    ['2015A%26C....10...61E', '2015A&C....10...61E'],
    ['2015MNRAS.446.4239E', '2015MNRAS.446.4239E'],
    ['https://ui.adsabs.harvard.edu/abs/2021NewA...8301491M/abstract', '2021NewA...8301491M'],
    ['2020arXiv200807401M', '2020arXiv200807401M'],
  ])('normalises %s', (input, expected) => {
    expect(normalizeBibcode(input)).toBe(expected)
  })

  it.each(['2015MNRAS.446.4239', '2015MNRAS.446.4239EE', 'abcdMNRAS.446.4239E'])('rejects %s', (input) => {
    expect(normalizeBibcode(input)).toBeNull()
  })
})

describe('parseIdentifier', () => {
  it.each([
    ['2401.00010v3', { kind: 'arxiv', id: '2401.00010', version: 3 }],
    ['10.1093/mnras/stu2417', { kind: 'doi', doi: '10.1093/mnras/stu2417' }],
    ['2015MNRAS.446.4239E', { kind: 'bibcode', bibcode: '2015MNRAS.446.4239E' }],
  ])('recognises %s', (input, expected) => {
    expect(parseIdentifier(input)).toEqual(expected)
  })

  it('finds the arXiv stamp and DOIs in page text', () => {
    const found = findIdentifiersInText(
      'arXiv:1111.2011v2 [cond-mat.str-el] 2 Apr 2012 … DOI: 10.1103/PhysRevB.85.115117).',
    )
    expect(found).toEqual({ arxivIds: ['1111.2011'], dois: ['10.1103/physrevb.85.115117'] })
  })
})
