import { beforeAll, describe, expect, it } from 'vitest'
import { type ParsedPdf, parsePdf } from '../../../../electron/main/engine/library/parse/parse-pdf'
import { readSharedFixture } from '../../../helpers/shared-fixtures'

/**
 * Bare two- or three-digit integers followed within a short stretch by the next integer: what margin line numbers
 * (which run into the hundreds in this paper) leave in the text.
 */
function countingRuns(text: string): number {
  const numbers = [...text.matchAll(/(?<![\d.,−-])\b(\d{2,3})\b(?![\d.,])/g)].map((match) => ({
    value: Number(match[1]),
    at: match.index,
  }))
  let runs = 0
  for (let index = 1; index < numbers.length; index++) {
    const previous = numbers[index - 1]
    const current = numbers[index]
    if (previous && current && current.value === previous.value + 1 && current.at - previous.at < 120) runs++
  }
  return runs
}

describe('manuscript line numbers (AASTeX linenumbers)', () => {
  let parsed: ParsedPdf
  beforeAll(async () => {
    const file = 'astro-Kepler3DVel-Galactocentric-velocities-missing-RVs-AASTeX631-preprint-linenumbers.pdf'
    parsed = await parsePdf(new Uint8Array(readSharedFixture(`rag-dev/pdfs/${file}`)))
  }, 60_000)

  it('are removed from the text like running heads', () => {
    const runs = parsed.pages.map(countingRuns)
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeLessThan(10)
  })

  it('take no number of the text with them', () => {
    const text = parsed.pages.join('\n')
    for (const value of ['8.122 kpc', '20.8 pc', '198,451']) expect(text).toContain(value)
  })

  it('do not start bibliography detection', () => {
    expect(parsed.sections.filter((section) => section.isReferences).map((section) => section.page)).toEqual([13])
  })
})
