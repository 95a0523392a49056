import { describe, expect, it } from 'vitest'
import { useTestEngine } from '../../../helpers/test-engine'

const createEngine = useTestEngine()
const context = { signal: new AbortController().signal }

describe('paper.exportNotes', () => {
  it('writes the paper-level note, then page notes and highlights in page order, under the citation key', async () => {
    const engine = await createEngine()
    const { papers } = await engine.handlers['library.importBibtex'](
      {
        text: '@article{DelMaestro:2012, title = {A Luttinger Liquid Core}, author = {Del Maestro, Adrian}, year = {2012}}',
      },
      context,
    )
    const paper = papers[0]
    if (!paper) throw new Error('imported')
    await engine.handlers['note.save'](
      { paper: paper.id, page: 3, content: 'Exponent $K \\approx 1$ on p. 3' },
      context,
    )
    await engine.handlers['note.save']({ paper: paper.id, page: null, content: 'Use in **chapter 2**.' }, context)
    await engine.handlers['highlight.save'](
      {
        paper: paper.id,
        page: 1,
        quote: 'a Luttinger liquid core',
        rects: [{ x: 0, y: 0, width: 1, height: 1 }],
        color: 'yellow',
        comment: 'Key claim',
      },
      context,
    )
    const { fileName, markdown } = await engine.handlers['paper.exportNotes']({ paper: paper.id }, context)
    // The key the .bib entry came with, as every export writes it.
    expect(fileName).toBe('DelMaestro_2012-notes.md')
    expect(markdown).toContain('Citation key: `DelMaestro:2012`')
    expect(markdown.indexOf('Use in **chapter 2**.')).toBeLessThan(markdown.indexOf('### p. 1'))
    expect(markdown.indexOf('> a Luttinger liquid core')).toBeLessThan(markdown.indexOf('### p. 3'))
    expect(markdown).toContain('Exponent $K \\approx 1$ on p. 3')
  })
})
