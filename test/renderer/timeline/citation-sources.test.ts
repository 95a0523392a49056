import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupI18n } from '../../../src/i18n/i18n'
import { closeReader, currentReaderLocation } from '../../../src/navigation/reader-navigation'
import { citationSourceLabel, citationSources, openCitationSource } from '../../../src/timeline/citation-sources'
import type { ToolPart } from '../../../src/timeline/timeline-types'
import { ToolPartView } from '../../../src/timeline/tool-part-view'

/** What rag_search puts in its result's metadata. */
const reid = {
  key: 'P1',
  paperId: 'paper-reid',
  title: 'Trigonometric parallaxes of high-mass star-forming regions',
  citation: 'Reid 2019, pp. 1–2',
  pageStart: 1,
  pageEnd: 2,
}
const gaia = {
  key: 'P2',
  paperId: 'paper-gaia',
  title: 'Gaia DR3',
  citation: 'Gaia 2023, p. 7',
  pageStart: 7,
  pageEnd: 7,
}

afterEach(() => closeReader())

describe('citationSources', () => {
  it('reads rag_search sources in order and labels them with key, author, year and pages', () => {
    const sources = citationSources({ sources: [reid, gaia], indexed: 12 })
    expect(sources).toEqual([reid, gaia])
    expect(sources.map(citationSourceLabel)).toEqual(['[P1] Reid 2019, pp. 1–2', '[P2] Gaia 2023, p. 7'])
  })

  it('finds nothing in metadata without a list of sources', () => {
    expect(citationSources({})).toEqual([])
    expect(citationSources({ sources: null })).toEqual([])
    expect(citationSources({ sources: 'P1' })).toEqual([])
    expect(citationSources({ sources: { 0: reid } })).toEqual([])
  })

  it('leaves out malformed entries and keeps the good ones', () => {
    const sources = citationSources({
      sources: [
        null,
        'P3',
        { ...reid, key: 'P3', paperId: '' },
        { ...reid, key: 'P4', pageStart: 0 },
        { ...reid, key: 'P5', pageStart: '3' },
        { key: 'P6', paperId: 'paper-x', pageStart: 2 },
        gaia,
      ],
    })
    expect(sources.map((source) => source.key)).toEqual(['P2'])
  })

  it('opens the cited paper in the reader at the first page of the passage', () => {
    const [source] = citationSources({ sources: [{ ...gaia, pageStart: 7, pageEnd: 9 }] })
    if (!source) throw new Error('expected a source')
    openCitationSource(source)
    expect(currentReaderLocation()).toMatchObject({ paperId: 'paper-gaia', page: 7 })
    expect(currentReaderLocation()?.passage).toBeUndefined()
  })

  it('marks the cited passage in the reader when the source carries its text', () => {
    const [source] = citationSources({ sources: [{ ...gaia, text: 'The parallax zero point is −17 µas.' }] })
    if (!source) throw new Error('expected a source')
    openCitationSource(source)
    expect(currentReaderLocation()).toMatchObject({
      paperId: 'paper-gaia',
      page: 7,
      passage: 'The parallax zero point is −17 µas.',
    })
  })

  it('keeps the first of repeated keys', () => {
    const sources = citationSources({ sources: [reid, { ...reid, paperId: 'other' }] })
    expect(sources).toEqual([reid])
  })

  it('fills in a missing title and a missing or backwards end page', () => {
    const [noEnd, backwards] = citationSources({
      sources: [
        { key: 'P1', paperId: 'paper-reid', citation: 'Reid 2019, p. 4', pageStart: 4 },
        { ...gaia, pageStart: 9, pageEnd: 3 },
      ],
    })
    expect(noEnd).toEqual({
      key: 'P1',
      paperId: 'paper-reid',
      title: '',
      citation: 'Reid 2019, p. 4',
      pageStart: 4,
      pageEnd: 4,
    })
    expect(backwards?.pageEnd).toBe(9)
  })
})

function ragSearchPart(state: ToolPart['state'], metadata: Record<string, unknown>): ToolPart {
  return {
    kind: 'tool',
    key: 'run:step:1:tool:call-1',
    id: 'call-1',
    name: 'rag_search',
    arguments: { question: 'What is the solar circle rotation speed?' },
    state,
    progress: null,
    output: state === 'completed' ? '<passages>…</passages>' : null,
    isError: false,
    metadata,
    permissionRequestId: null,
    denialReason: null,
  }
}

describe('sources on a tool part', () => {
  beforeAll(() => {
    setupI18n('en')
  })

  it('lists each source of a completed result as a button that says where it opens', () => {
    const html = renderToStaticMarkup(
      createElement(ToolPartView, { part: ragSearchPart('completed', { sources: [reid, gaia] }) }),
    )
    expect(html).toContain('Sources')
    expect(html.match(/<button type="button" class="collapsible-toggle citation-source"/g)).toHaveLength(2)
    expect(html).toContain('>[P1] Reid 2019, pp. 1–2</button>')
    expect(html).toContain('title="Open “Gaia DR3” in the reader at page 7"')
  })

  it('shows no sources while the call runs or when the result has none', () => {
    const running = renderToStaticMarkup(
      createElement(ToolPartView, { part: ragSearchPart('running', { sources: [reid] }) }),
    )
    const empty = renderToStaticMarkup(
      createElement(ToolPartView, { part: ragSearchPart('completed', { passages: [] }) }),
    )
    expect(running).not.toContain('citation-sources')
    expect(empty).not.toContain('citation-sources')
  })
})
