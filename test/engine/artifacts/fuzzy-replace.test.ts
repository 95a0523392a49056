import { describe, expect, it } from 'vitest'
import { FUZZY_MATCH_THRESHOLD, fuzzyReplace } from '../../../electron/main/engine/artifacts/fuzzy-replace'

const report = [
  '# Results',
  'The rotation curve of NGC 4258 is flat beyond 10 kpc.',
  'We fit an NFW profile with c = 8.',
  '## Discussion',
  'The maser disk gives a geometric distance of 7.6 Mpc.',
].join('\n')

describe('fuzzyReplace', () => {
  it('replaces a unique exact match and reports its lines', () => {
    const outcome = fuzzyReplace(report, 'c = 8', 'c = 9.5')
    expect(outcome).toMatchObject({ ok: true, match: 'exact', lines: [3, 3] })
    if (outcome.ok) expect(outcome.content).toContain('We fit an NFW profile with c = 9.5.')
  })

  it('refuses an exact match that occurs twice and names both lines', () => {
    const outcome = fuzzyReplace('alpha\nbeta\nalpha', 'alpha', 'gamma')
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.reason).toMatch(/lines 1 and 3/)
  })

  it('tolerates whitespace and small wording drift, reporting what it matched', () => {
    const drifted = 'The  rotation curve of NGC 4258 is flat beyond 10kpc.'
    const outcome = fuzzyReplace(report, drifted, 'The rotation curve rises to 12 kpc.')
    expect(outcome).toMatchObject({ ok: true, match: 'fuzzy', lines: [2, 2] })
    if (outcome.ok) {
      expect(outcome.matched).toBe('The rotation curve of NGC 4258 is flat beyond 10 kpc.')
      expect(outcome.similarity).toBeGreaterThanOrEqual(FUZZY_MATCH_THRESHOLD)
      expect(outcome.content.split('\n')[1]).toBe('The rotation curve rises to 12 kpc.')
      expect(outcome.content.split('\n')).toHaveLength(5)
    }
  })

  it('refuses text that is not similar enough and shows the closest passage', () => {
    const outcome = fuzzyReplace(report, 'The Hubble constant is 73 km/s/Mpc.', 'x')
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.reason).toMatch(/not found/)
  })

  it('refuses a fuzzy match that fits two places equally well', () => {
    const twins = 'flux = 1.0 mJy at 5 GHz\nother\nflux = 1.0 mJy at 5 GHz\n'
    const outcome = fuzzyReplace(twins, 'flux = 1.0 mJy at 5GHz', 'flux = 2.0 mJy')
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.reason).toMatch(/about equally well/)
  })

  it('refuses an empty old_str', () => {
    expect(fuzzyReplace(report, '', 'x').ok).toBe(false)
  })
})
