import { describe, expect, it } from 'vitest'
import { emptyFilters, hasActiveFilters, listQuery, parseTagList } from '../../../src/features/library/library-filters'

describe('library filters', () => {
  it('sends only the filters that are set, trimmed, with paging', () => {
    expect(listQuery(emptyFilters)).toEqual({ limit: 50, offset: 0 })
    expect(listQuery({ text: '  dark  matter ', tag: 'cosmology', collection: '', status: 'unread' }, 2, 20)).toEqual({
      text: 'dark  matter',
      tag: 'cosmology',
      status: 'unread',
      limit: 20,
      offset: 40,
    })
  })

  it('treats whitespace-only text as no filter', () => {
    expect(listQuery({ ...emptyFilters, text: '   ' })).toEqual({ limit: 50, offset: 0 })
    expect(hasActiveFilters({ ...emptyFilters, text: '   ' })).toBe(false)
    expect(hasActiveFilters({ ...emptyFilters, collection: 'Thesis' })).toBe(true)
  })

  it('splits tags on ASCII and full-width commas, dropping blanks and repeats', () => {
    expect(parseTagList(' galaxies, AGN ,,galaxies， 星系 ')).toEqual(['galaxies', 'AGN', '星系'])
    expect(parseTagList('  ')).toEqual([])
  })
})
