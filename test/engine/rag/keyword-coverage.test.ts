import { describe, expect, it } from 'vitest'
import { keywordCoverage } from '../../../electron/main/engine/rag/library-ask'

const passage = (text: string) => ({ paperTitle: 'A geometric distance to NGC 4258', text })

describe('keyword coverage of a question by passages', () => {
  it('counts content words only, ignoring stop words, case and plural endings', () => {
    const passages = [passage('The water masers give a distance of 7.58 Mpc.')]
    expect(keywordCoverage('What is the distance to NGC 4258 from the maser?', passages)).toBe(1)
    expect(keywordCoverage('Which distances do the MASERS give?', passages)).toBe(1)
  })

  it('keeps decimals as words, and reports the share found', () => {
    const passages = [passage('P = 2.987 ± 0.056 d for the Cepheid.')]
    expect(keywordCoverage('Is the period 2.987 days?', passages)).toBeCloseTo(1 / 3)
    expect(keywordCoverage('Hubble constant from lensing time delays', passages)).toBe(0)
  })

  it('treats a question of stop words alone as covered', () => {
    expect(keywordCoverage('what is it?', [])).toBe(1)
  })
})
