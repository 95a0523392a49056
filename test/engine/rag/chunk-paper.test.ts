import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { type ParsedPdf, parsePdf } from '../../../electron/main/engine/library/parse/parse-pdf'
import { CHUNK_MAX_CHARS } from '../../../electron/main/engine/rag/chunk-limits'
import { type Chunk, chunkPaper } from '../../../electron/main/engine/rag/chunk-paper'
import type { PageText, SectionMark } from '../../../electron/main/engine/rag/paper-blocks'
import { readSharedFixture } from '../../helpers/shared-fixtures'

/** Every character but white space, in order: what the chunks must hold between them once overlaps are taken off. */
const characters = (text: string) => text.replace(/\s+/g, '')
const newText = (chunks: Chunk[]) => chunks.map((chunk) => chunk.text.slice(chunk.overlap)).join(' ')

describe('chunkPaper', () => {
  it('follows sections, keeps headings and page ranges, and leaves a real bibliography out', () => {
    const chunks = chunkPaper(
      [
        { page: 1, text: '1 Introduction\n\nMasers trace disks.\n\n2 Observations\n\nWe used the VLBA.' },
        {
          page: 2,
          text: 'Ten epochs were taken.\n\nReferences\n\nSmith, J. 2001, ApJ, 550, 1\n\nJones, A. B. 2003, MNRAS, 12, 3',
        },
        { page: 3, text: 'Appendix A\n\nCalibration details.' },
      ],
      [
        { title: '1 Introduction', page: 1, isReferences: false },
        { title: '2 Observations', page: 1, isReferences: false },
        { title: 'References', page: 2, isReferences: true },
        { title: 'Appendix A', page: 3, isReferences: false },
      ],
    )
    expect(chunks.map(({ section, pageStart, pageEnd, text }) => ({ section, pageStart, pageEnd, text }))).toEqual([
      { section: '1 Introduction', pageStart: 1, pageEnd: 1, text: '1 Introduction\n\nMasers trace disks.' },
      {
        section: '2 Observations',
        pageStart: 1,
        pageEnd: 2,
        text: '2 Observations\n\nWe used the VLBA.\n\nTen epochs were taken.',
      },
      { section: 'Appendix A', pageStart: 3, pageEnd: 3, text: 'Appendix A\n\nCalibration details.' },
    ])
    expect(chunks.map((chunk) => chunk.position)).toEqual([0, 1, 2])
  })

  it('keeps the rest of a page after a "References" line that no bibliography follows', () => {
    const chunks = chunkPaper(
      [{ page: 5, text: 'References\n\nThe text goes on: the orbit has P = 2.987 ± 0.056 d and e = 0.1.' }],
      [{ title: 'References', page: 5, isReferences: true }],
    )
    expect(newText(chunks)).toContain('P = 2.987 ± 0.056 d and e = 0.1.')
  })

  it('keeps decimals and section numbers that the old sentence splitter dropped', () => {
    const sentence = 'We find P = 2.987 ± 0.056 d (Sect. 3.2.1), T = 5760±10 K and α = −1.07+0.32−0.05.'
    const chunks = chunkPaper([{ page: 4, text: Array.from({ length: 40 }, () => sentence).join(' ') }], [])
    expect(chunks.length).toBeGreaterThan(1)
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_MAX_CHARS)
    expect(characters(newText(chunks))).toBe(characters(Array.from({ length: 40 }, () => sentence).join(' ')))
  })

  it('opens a chunk cut for size with the end of the one before, counted as overlap', () => {
    const paragraphs = Array.from({ length: 60 }, (_, index) => `Paragraph ${index} about dark matter halos.`)
    const chunks = chunkPaper([{ page: 1, text: paragraphs.join('\n\n') }], [])
    const [first, second] = chunks
    expect(second?.overlap).toBeGreaterThan(0)
    expect(first?.text.endsWith(second?.text.slice(0, (second?.overlap ?? 1) - 1) ?? '∅')).toBe(true)
  })

  it('keeps a table whole with its caption in one chunk', () => {
    const prose = 'The disc model is described in the text above and compared with the photometry in detail. '.repeat(8)
    const table = [
      'Table 3. Physical parameters of V773 Tau A–B.',
      'Parameter Value Reference',
      'a_AB 15.35 ± 0.45 AU Boden et al. (2012)',
      'M_B 2.35 ± 0.67 M⊙ Boden et al. (2012)',
    ]
    const chunks = chunkPaper([{ page: 4, text: [prose.trim(), ...table].join('\n\n') }], [])
    const holding = chunks.filter((chunk) => chunk.text.includes('15.35 ± 0.45'))
    expect(holding).toHaveLength(1)
    expect(holding[0]?.text).toContain('Table 3. Physical parameters')
    expect(holding[0]?.text).toContain('2.35 ± 0.67')
  })

  it('loses no character of any generated paper and respects the size limit', () => {
    const token = fc.oneof(
      fc.constantFrom('flux', 'the', 'Sect.', 'et al.', 'Fig.', 'km s−1', '±', '=', '(8)', 'e−t/τ', '∼', '×', 'M⊙'),
      fc.double({ min: -1e4, max: 1e4, noNaN: true }).map((value) => value.toFixed(3)),
      fc.stringMatching(/^[A-Za-z]{1,12}[.,;]?$/),
    )
    const paragraph = fc.array(token, { minLength: 1, maxLength: 400 }).map((tokens) => tokens.join(' '))
    const page = fc.array(paragraph, { minLength: 1, maxLength: 6 }).map((paragraphs) => paragraphs.join('\n\n'))
    fc.assert(
      fc.property(fc.array(page, { minLength: 1, maxLength: 4 }), (texts) => {
        const pages: PageText[] = texts.map((text, index) => ({ page: index + 1, text }))
        const chunks = chunkPaper(pages, [])
        expect(characters(newText(chunks))).toBe(characters(texts.join(' ')))
        for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_MAX_CHARS)
      }),
      { numRuns: 60 },
    )
  })
})

/** The parsed text with its bibliography taken out: from the references heading to the next heading. */
function bodyText(parsed: ParsedPdf): string {
  const titles = new Set(parsed.sections.map((section) => section.title))
  const references = new Set(parsed.sections.filter((section) => section.isReferences).map((section) => section.title))
  let inReferences = false
  const kept: string[] = []
  for (const page of parsed.pages) {
    for (const block of page.split(/\n\s*\n/)) {
      if (titles.has(block.trim())) inReferences = references.has(block.trim())
      if (!inReferences) kept.push(block)
    }
  }
  return kept.join(' ')
}

describe.each([
  { file: 'astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf', bibliography: true },
  {
    file: 'astro-Kepler3DVel-Galactocentric-velocities-missing-RVs-AASTeX631-preprint-linenumbers.pdf',
    bibliography: true,
  },
])('chunkPaper on $file', ({ file, bibliography }) => {
  let parsed: ParsedPdf
  let chunks: Chunk[]
  beforeAll(async () => {
    parsed = await parsePdf(new Uint8Array(readSharedFixture(`rag-dev/pdfs/${file}`)))
    const pages = parsed.pages.map((text, index) => ({ page: index + 1, text }))
    const sections: SectionMark[] = parsed.sections
    chunks = chunkPaper(pages, sections)
  }, 60_000)

  it('covers every character of the body text, in order, and leaves out only the bibliography', () => {
    expect(parsed.sections.some((section) => section.isReferences)).toBe(bibliography)
    expect(characters(newText(chunks))).toBe(characters(bodyText(parsed)))
    if (bibliography) expect(characters(newText(chunks)).length).toBeLessThan(characters(parsed.pages.join('')).length)
  })

  it('keeps every decimal number of the body', () => {
    const decimals = new Set(bodyText(parsed).match(/\d+\.\d+/g) ?? [])
    expect(decimals.size).toBeGreaterThan(20)
    const text = newText(chunks)
    expect([...decimals].filter((decimal) => !text.includes(decimal))).toEqual([])
  })

  it('stays within the size limit and records each chunk’s pages', () => {
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_MAX_CHARS)
      expect(chunk.pageEnd).toBeGreaterThanOrEqual(chunk.pageStart)
    }
  })
})
