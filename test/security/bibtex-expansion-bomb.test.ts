import { describe, expect, it } from 'vitest'
import { MAX_BIBTEX_FIELD_CHARS } from '../../electron/main/engine/library/bibtex/bibtex-lexer'
import { useTestEngine } from '../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }

/** `levels` @string macros, each the previous one `fanOut` times: `seed.length * fanOut^levels` characters. */
function macroChain(seed: string, fanOut: number, levels: number): { text: string; last: string } {
  const lines = [`@string{m0 = "${seed}"}`]
  for (let level = 1; level <= levels; level++) {
    lines.push(`@string{m${level} = ${Array.from({ length: fanOut }, () => `m${level - 1}`).join(' # ')}}`)
  }
  return { text: lines.join('\n'), last: `m${levels}` }
}

const fineEntry = '@article{Fine2021, title = {A fine paper on masers}, author = {Riess, Adam}, year = {2021}}'

/** Peak resident memory of this process so far, in MB (monotonic: growth during a call is a ceiling on it). */
const peakRssMb = () => process.resourceUsage().maxRSS / 1024

async function importThroughEngine(text: string) {
  const engine = await makeEngine()
  const before = peakRssMb()
  const started = performance.now()
  const result = await engine.handlers['library.importBibtex']({ text }, context)
  return { result, seconds: (performance.now() - started) / 1000, peakGrowthMb: peakRssMb() - before }
}

describe('BibTeX @string expansion bombs', () => {
  it('a few hundred bytes expanding to a 1,000,000-character title: the entry is refused with its line', async () => {
    const chain = macroChain('xxxxxxxxxx', 10, 5)
    const text = `${chain.text}\n@article{Bomb2020, title = ${chain.last}, year = {2020}}\n${fineEntry}\n`
    expect(text.length).toBeLessThan(500)
    const { result } = await importThroughEngine(text)
    expect(result.papers.map((paper) => paper.title)).toEqual(['A fine paper on masers'])
    expect(result.errors).toContainEqual(
      expect.stringMatching(/^@string m5 \(line 6\): m5 expands to more than 20,000 characters; it was ignored/),
    )
    expect(result.errors).toContainEqual(expect.stringMatching(/^Entry Bomb2020 \(line 7\): title expands to more/))
  })

  it('doubling macros (2^26 × 16 characters, longer than V8 allows a string) stay within a measured memory ceiling and import the rest', async () => {
    const chain = macroChain('aaaaaaaaaaaaaaaa', 2, 26)
    const text = `${chain.text}\n@article{Doubling, title = {Bomb}, abstract = ${chain.last}}\n${fineEntry}\n`
    const { result, seconds, peakGrowthMb } = await importThroughEngine(text)
    console.info(
      `doubling bomb: ${text.length} bytes, ${seconds.toFixed(2)} s, peak RSS growth ${peakGrowthMb.toFixed(0)} MB`,
    )
    expect(peakGrowthMb).toBeLessThan(128)
    expect(result.papers.map((paper) => paper.title)).toEqual(['A fine paper on masers'])
    expect(result.errors).toContainEqual(expect.stringMatching(/^Entry Doubling \(line 28\): abstract expands/))
  })

  it('a plain field over the limit is refused too; one just under it is imported whole', async () => {
    const long = 'y'.repeat(MAX_BIBTEX_FIELD_CHARS)
    const text = `@article{Long, title = {Long}, abstract = {${long}y}}\n@article{Edge, title = {Edge}, abstract = {${long}}}\n`
    const { result } = await importThroughEngine(text)
    expect(result.papers.map((paper) => [paper.title, paper.abstract.length])).toEqual([
      ['Edge', MAX_BIBTEX_FIELD_CHARS],
    ])
    expect(result.errors).toEqual([expect.stringMatching(/^Entry Long \(line 1\): abstract expands/)])
  })

  it('one macro reused by many entries is bounded by the whole-file budget', async () => {
    const text = [
      `@string{big = "${'z'.repeat(15_000)}"}`,
      ...Array.from({ length: 100 }, (_, index) => `@misc{Reuse${index}, title = {Reuse ${index}}, note = big}`),
    ].join('\n')
    const { result, seconds } = await importThroughEngine(text)
    expect(result.papers.length).toBeLessThan(20)
    expect(result.errors.at(-1)).toMatch(/^Entry Reuse99 \(line 101\): the file's @string macros expand to more than/)
    console.info(`reused macro: ${seconds.toFixed(2)} s`)
  }, 30_000)
})
