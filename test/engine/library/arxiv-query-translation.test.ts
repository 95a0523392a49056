import { describe, expect, it } from 'vitest'
import { toArxivSearchQuery } from '../../../electron/main/engine/library/search-query'

/**
 * The arXiv API's documented search_query grammar (arxiv.org/help/api/user-manual, §5.1 "Details of Query
 * Construction"): `prefix:term` with the prefixes ti, au, abs, co, jr, cat, rn, id, all; phrases in double quotes;
 * the Boolean operators AND, OR, ANDNOT; parentheses for grouping; submittedDate:[YYYYMMDDTTTT TO YYYYMMDDTTTT].
 * Returns null when the query is valid, else what is wrong.
 */
function arxivGrammarError(query: string): string | null {
  const tokens =
    query.match(
      /\(|\)|\bAND(?:NOT)?\b|\bOR\b|submittedDate:\[\d{12} TO \d{12}\]|[a-z]+:"[^"]+"|[a-z]+:[^\s()"]+|\S+/g,
    ) ?? []
  let index = 0
  const clause = /^(?:(?:ti|au|abs|co|jr|cat|rn|id|all):(?:"[^"]+"|[^\s()"]+)|submittedDate:\[\d{12} TO \d{12}\])$/
  function term(): string | null {
    const token = tokens[index]
    if (token === '(') {
      index += 1
      const inner = expression()
      if (inner) return inner
      if (tokens[index] !== ')') return `missing ")" at token ${index}`
      index += 1
      return null
    }
    if (token && clause.test(token)) {
      index += 1
      return null
    }
    return `"${token ?? '(end)'}" is not a prefix:term clause`
  }
  function expression(): string | null {
    const first = term()
    if (first) return first
    while (index < tokens.length && tokens[index] !== ')') {
      const operator = tokens[index]
      if (operator !== 'AND' && operator !== 'OR' && operator !== 'ANDNOT')
        return `"${operator}" where AND, OR or ANDNOT belongs`
      index += 1
      const next = term()
      if (next) return next
    }
    return null
  }
  if (tokens.length === 0) return 'empty query'
  const error = expression()
  if (error) return error
  return index === tokens.length ? null : `unexpected "${tokens[index]}"`
}

describe('ADS query syntax → arXiv search_query', () => {
  it.each([
    ['author:"Riess" year:2022', 'au:Riess AND submittedDate:[202201010000 TO 202212312359]'],
    [
      'author:"Riess, A. G." title:"Hubble constant" year:2019-2022',
      'au:Riess AND ti:"Hubble constant" AND submittedDate:[201901010000 TO 202212312359]',
    ],
    ['dark matter halos', 'all:dark AND all:matter AND all:halos'],
    ['"dark energy" -author:"Smith"', 'all:"dark energy" ANDNOT au:Smith'],
    ['(author:"Del Maestro" OR author:"Murray") abs:helium', '(au:Del_Maestro OR au:Murray) AND abs:helium'],
    ['NOT title:review abs:exocomet', 'abs:exocomet ANDNOT ti:review'],
    ['arxiv_class:astro-ph.CO year:[2020 TO 2021]', 'cat:astro-ph.CO AND submittedDate:[202001010000 TO 202112312359]'],
    ['^author:"Kenworthy" property:refereed', 'au:Kenworthy'],
  ])('%s → %s, valid in the arXiv grammar', (ads, arxiv) => {
    const { query } = toArxivSearchQuery(ads)
    expect(query).toBe(arxiv)
    expect(arxivGrammarError(query)).toBeNull()
  })

  it('the grammar check itself refuses what arXiv would not parse', () => {
    expect(arxivGrammarError('author:"Riess" year:2022')).not.toBeNull()
    expect(arxivGrammarError('au:Riess NOT ti:x')).not.toBeNull()
    expect(arxivGrammarError('(au:Riess')).not.toBeNull()
  })

  it('lists the ADS filters arXiv cannot express, and asks nothing when only those are left', () => {
    expect(toArxivSearchQuery('^author:"Kenworthy" property:refereed').dropped).toEqual(['property:refereed'])
    expect(toArxivSearchQuery('bibcode:2016ApJ...826...56R')).toEqual({
      query: '',
      dropped: ['bibcode:2016ApJ...826...56R'],
    })
    expect(toArxivSearchQuery('citations(bibcode:"2016ApJ...826...56R")').query).toBe('')
  })

  it('passes a query already written for arXiv through unchanged', () => {
    expect(toArxivSearchQuery('au:del_maestro AND ti:helium')).toEqual({
      query: 'au:del_maestro AND ti:helium',
      dropped: [],
    })
  })
})
