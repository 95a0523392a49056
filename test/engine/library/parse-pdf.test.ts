import { beforeAll, describe, expect, it } from 'vitest'
import { type ParsedPdf, parsePdf } from '../../../electron/main/engine/library/parse/parse-pdf'
import { PdfReadError } from '../../../electron/main/engine/library/parse/pdf-read-error'
import { readSharedFixture } from '../../helpers/shared-fixtures'
import { blankPdf } from './blank-pdf'
import { cjkPdf } from './cjk-pdf'

const physics = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')
const acm = readSharedFixture('pdfs/cs-arXiv-2304.02623v1-ACM-acmart-twocolumn.pdf')

function positionOf(text: string, passage: string): number {
  const index = text.indexOf(passage)
  expect(index, `"${passage}" should be in the text`).toBeGreaterThanOrEqual(0)
  return index
}

describe('parsePdf on a REVTeX two-column paper', () => {
  let parsed: ParsedPdf
  beforeAll(async () => {
    parsed = await parsePdf(new Uint8Array(physics))
  })

  it('is ready with one anchor per page, in order', () => {
    expect(parsed.status).toBe('ready')
    expect(parsed.pageCount).toBe(8)
    const anchors = [...parsed.markdown.matchAll(/<a id="page-(\d+)"><\/a>/g)].map((match) => Number(match[1]))
    expect(anchors).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(parsed.pages).toHaveLength(8)
  })

  it('reads the left column before the right one', () => {
    const page1 = parsed.pages[0] ?? ''
    const left = positionOf(page1, 'can be solved in closed form')
    const before = positionOf(page1, 'Bethe lattice, in which case the self-consistent equations')
    const right = positionOf(page1, 'Since its introduction in 1935, the Bethe lattice')
    expect(before).toBeLessThan(left)
    expect(left).toBeLessThan(right)
  })

  it('puts each passage on the page it is printed on', () => {
    expect(parsed.pages[0]).toContain('It is often the case that the relevent degrees of freedom')
    expect(parsed.pages[7]).toContain('We would like to thank Predrag Nikolic for helpful discussions.')
    const page8Anchor = parsed.markdown.indexOf('<a id="page-8"></a>')
    expect(parsed.markdown.indexOf('Predrag Nikolic')).toBeGreaterThan(page8Anchor)
  })

  it('joins hyphenated line breaks and keeps real hyphens', () => {
    expect(parsed.pages[0]).toContain('degrees of freedom in a condensed matter system')
    expect(parsed.pages[1]).toContain('exercise caution in relating results')
    expect(parsed.markdown).not.toContain('cau- tion')
    expect(parsed.pages[0]).toContain('copper-oxygen plane')
  })

  it('finds the title and numbered sections as headings', () => {
    expect(parsed.markdown).toContain(
      '# Quantum Criticality for Extended Nodes on a Bethe Lattice in the Large Connectivity Limit\n',
    )
    expect(parsed.sections.map((section) => section.title)).toEqual(
      expect.arrayContaining(['I. INTRODUCTION', 'V. DISCUSSION', 'A. Ordered Phase', 'ACKNOWLEDGMENTS']),
    )
    expect(parsed.sections.find((section) => section.title === 'V. DISCUSSION')?.page).toBe(8)
  })

  it('removes the running page numbers', () => {
    for (const page of parsed.pages.slice(1)) expect(page.split('\n\n')[0]).not.toMatch(/^\d+$/)
  })

  it('reads a text region before the two-column references below it', () => {
    const page8 = parsed.pages[7] ?? ''
    const discussionEnd = positionOf(
      page8,
      'the calculation of the self-energy involves integrals that are ultraviolet divergent',
    )
    const thanks = positionOf(page8, 'We would like to thank Predrag Nikolic')
    const firstReference = positionOf(page8, '1 D. C. Johnston, Adv. Phys. 59, 803 (2010).')
    const lastReference = positionOf(page8, '20 A. Del Maestro, J. M. Murray and Z. Tešanović, unpublished.')
    expect(discussionEnd).toBeLessThan(thanks)
    expect(thanks).toBeLessThan(firstReference)
    expect(firstReference).toBeLessThan(lastReference)
    expect(page8).toContain('11 S. Sachdev, Quantum Phase Transitions, Cambridge Univ. Press (2011).')
  })

  it('marks the references', () => {
    expect(parsed.sections.some((section) => section.isReferences)).toBe(true)
    expect(parsed.markdown).toContain('<!-- references -->')
    expect(parsed.markdown.indexOf('<!-- references -->')).toBeLessThan(
      parsed.markdown.indexOf('1 D. C. Johnston, Adv. Phys. 59, 803 (2010).'),
    )
  })

  it('puts detached accents back on their letters', () => {
    expect(parsed.pages[0]).toContain('Zlatko Tešanović')
  })

  it('keeps the arXiv stamp from the margin for identification', () => {
    expect(parsed.marginText[0]).toContain('arXiv:1111.2011v2')
  })
})

describe('parsePdf on an ACM two-column paper', () => {
  let parsed: ParsedPdf
  beforeAll(async () => {
    parsed = await parsePdf(new Uint8Array(acm))
  })

  it('drops the running header "Shen, et al." from every page', () => {
    expect(parsed.pageCount).toBe(4)
    for (const page of parsed.pages) expect(page).not.toContain('Shen, et al.')
  })

  it('reads the abstract, then the introduction columns in order', () => {
    const page1 = parsed.pages[0] ?? ''
    const abstract = positionOf(page1, 'Large language models have introduced exciting new opportunities')
    const intro = positionOf(page1, 'INTRODUCTION')
    const rightColumn = positionOf(page1, 'collecting and reading multiple papers to write a survey paper [23]')
    expect(abstract).toBeLessThan(intro)
    expect(intro).toBeLessThan(rightColumn)
  })

  it('marks the REFERENCES section and records sections with their pages', () => {
    const references = parsed.sections.find((section) => section.isReferences)
    expect(references?.title).toBe('REFERENCES')
    expect(parsed.sections.find((section) => section.title === '1 INTRODUCTION')?.page).toBe(1)
    expect(parsed.markdown).toContain('[35] Daniel M Ziegler')
  })
})

describe('parsePdf on Chinese text in a non-embedded CID font', () => {
  it('decodes it through Adobe’s predefined CMaps instead of reporting no text layer', async () => {
    const lines = ['银河系旋臂的结构与动力学研究', '基于中性氢二十一厘米谱线的观测', '我们给出了外盘区域的旋转曲线']
    const parsed = await parsePdf(cjkPdf(lines))
    expect(parsed.status).toBe('ready')
    for (const line of lines) expect(parsed.markdown).toContain(line)
  })
})

describe('parsePdf on bad input', () => {
  it('reports a PDF without a text layer as no-text, never ready', async () => {
    const parsed = await parsePdf(blankPdf(2))
    expect(parsed.status).toBe('no-text')
    expect(parsed.pageCount).toBe(2)
    expect(parsed.markdown).toBe('')
  })

  it('throws a clear error for a broken PDF and leaves the bytes untouched', async () => {
    const broken = new Uint8Array(
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage without xref or trailer'),
    )
    const copy = broken.slice()
    const attempt = parsePdf(broken)
    await expect(attempt).rejects.toBeInstanceOf(PdfReadError)
    await expect(parsePdf(broken)).rejects.toThrow('could not be read as a PDF')
    expect(broken).toEqual(copy)
  })
})
