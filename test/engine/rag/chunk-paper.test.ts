import { describe, expect, it } from 'vitest'
import { CHUNK_MAX_CHARS, chunkPaper } from '../../../electron/main/engine/rag/chunk-paper'

describe('chunkPaper', () => {
  it('follows sections, keeps page ranges and leaves the references out', () => {
    const chunks = chunkPaper(
      [
        { page: 1, text: '1 Introduction\nMasers trace disks.\n\n2 Observations\nWe used the VLBA.' },
        { page: 2, text: 'Ten epochs were taken.\n\nReferences\nSmith 2001' },
        { page: 3, text: 'Appendix A\nCalibration details.' },
      ],
      [
        { title: '1 Introduction', page: 1, isReferences: false },
        { title: '2 Observations', page: 1, isReferences: false },
        { title: 'References', page: 2, isReferences: true },
        { title: 'Appendix A', page: 3, isReferences: false },
      ],
    )
    expect(chunks.map(({ section, pageStart, pageEnd, text }) => ({ section, pageStart, pageEnd, text }))).toEqual([
      { section: '1 Introduction', pageStart: 1, pageEnd: 1, text: 'Masers trace disks.' },
      { section: '2 Observations', pageStart: 1, pageEnd: 2, text: 'We used the VLBA.\n\nTen epochs were taken.' },
      { section: 'Appendix A', pageStart: 3, pageEnd: 3, text: 'Calibration details.' },
    ])
    expect(chunks.map((chunk) => chunk.position)).toEqual([0, 1, 2])
  })

  it('never exceeds the size limit and overlaps consecutive chunks by a short paragraph', () => {
    const paragraphs = Array.from({ length: 60 }, (_, index) => `Paragraph ${index} about dark matter halos.`)
    const chunks = chunkPaper([{ page: 1, text: paragraphs.join('\n\n') }], [])
    expect(chunks.length).toBeGreaterThan(1)
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_MAX_CHARS)
    const [first, second] = chunks
    const lastOfFirst = first?.text.split('\n\n').at(-1)
    expect(second?.text.startsWith(lastOfFirst ?? '∅')).toBe(true)
  })

  it('cuts a paragraph longer than the limit at sentence ends', () => {
    const sentence = 'The halo mass function steepens at high redshift. '
    const chunks = chunkPaper([{ page: 4, text: sentence.repeat(60) }], [])
    expect(chunks.length).toBeGreaterThan(1)
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_MAX_CHARS)
      expect(chunk.pageStart).toBe(4)
    }
  })
})
