import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupI18n } from '../../../src/i18n/i18n'
import type { CitationSource } from '../../../src/timeline/citation-sources'
import { CitedMarkdown } from '../../../src/timeline/cited-markdown'
import { linkCitations } from '../../../src/timeline/link-citations'
import { timelineRows } from '../../../src/timeline/timeline-rows'
import type { TimelineView } from '../../../src/timeline/timeline-types'

const source = (key: string, page: number): CitationSource => ({
  key,
  paperId: `paper-${key}`,
  title: `Paper ${key}`,
  citation: `Author 2020, p. ${page}`,
  pageStart: page,
  pageEnd: page,
  text: `passage ${key}`,
})
const known = new Map([
  ['P1', source('P1', 3)],
  ['P2', source('P2', 5)],
])

describe('linkCitations', () => {
  it('links the keys of a citation group that tools cited and leaves unknown keys and code alone', () => {
    expect(linkCitations('d = 2 [P1].', known, '#cite-')).toBe('d = 2 \\[[P1](#cite-P1)\\].')
    expect(linkCitations('see [P2; P9]', known, '#cite-')).toBe('see \\[[P2](#cite-P2), P9\\]')
    expect(linkCitations('no such [P7] here', known, '#cite-')).toBe('no such [P7] here')
    expect(linkCitations('`x[P1]` and [P1]', known, '#cite-')).toBe('`x[P1]` and \\[[P1](#cite-P1)\\]')
  })
})

describe('CitedMarkdown', () => {
  beforeAll(() => {
    setupI18n('en')
  })

  it('draws a cited key as a button naming the paper and page, other links as outside links', () => {
    const html = renderToStaticMarkup(
      createElement(CitedMarkdown, {
        text: 'It is 2 [P1]. See [ADS](https://ui.adsabs.harvard.edu).',
        citations: known,
      }),
    )
    expect(html).toContain('aria-label="Open passage P1 of “Paper P1” in the reader at page 3"')
    expect(html).toMatch(/\[<button type="button" class="timeline-citation"[^>]*>P1<\/button>\]/)
    expect(html).toContain('<a href="https://ui.adsabs.harvard.edu" target="_blank" rel="noreferrer noopener">ADS</a>')
  })
})

describe('timelineRows citations', () => {
  it('gives a text part the sources of the completed tool results before it in its run', () => {
    const tool = {
      kind: 'tool' as const,
      key: 'r:1:tool',
      id: 'call-1',
      name: 'rag_search',
      arguments: {},
      state: 'completed' as const,
      progress: null,
      output: '',
      isError: false,
      metadata: { sources: [source('P1', 3)] },
      permissionRequestId: null,
      denialReason: null,
    }
    const text = (key: string) => ({ kind: 'text' as const, key, text: '[P1]' })
    const view = {
      runs: [
        {
          id: 'r',
          status: 'done',
          prompt: null,
          blocks: [
            { kind: 'step', key: 'r:1', step: 1, agent: null, status: 'done', parts: [text('r:1:a'), tool] },
            { kind: 'step', key: 'r:2', step: 2, agent: null, status: 'done', parts: [text('r:2:a')] },
          ],
        },
      ],
    } as unknown as TimelineView
    const cited = timelineRows(view).flatMap((row) =>
      row.kind === 'part' && row.part.kind === 'text' ? [[...row.citations.keys()]] : [],
    )
    expect(cited).toEqual([[], ['P1']])
  })
})
