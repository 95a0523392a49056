import { afterEach, describe, expect, it } from 'vitest'
import type { Digest } from '../../../electron/shared/contract/commands/digest'
import { useTestEngine } from '../../helpers/test-engine'
import { HUNDRED_ENTRY_PAGE, type ListingReplay, startListingReplay } from './arxiv-listing-replay'
import { fillLibrary, record } from './digest-library'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const servers: ListingReplay[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

const GROUP_TESTING = record(
  'Pooled group testing for screening a population for an infection',
  'We design pooling matrices for group testing of samples, so that few tests identify the infected individuals; dilution limits how many samples a pool may hold.',
)
/** The five group-testing papers of the recorded feed (pooling, screening, infection). */
const GROUP_TESTING_IDS = ['2008.01944', '2004.03322', '1009.3186', '1106.3680', '1306.4664']

async function rankedEngine() {
  const server = await startListingReplay([HUNDRED_ENTRY_PAGE])
  servers.push(server)
  const engine = await makeEngine({ now: Date.UTC(2026, 11, 2, 7) })
  await engine.handlers['settings.set'](
    { patch: { services: { arxivBaseUrl: server.url }, digest: { categories: ['cs.SE'] } }, secrets: [] },
    context,
  )
  return engine
}

const ids = (digest: Digest) => digest.entries.map((entry) => entry.arxivId)
const entryOf = (digest: Digest, arxivId: string) => digest.entries.find((entry) => entry.arxivId === arxivId)
const rankOf = (digest: Digest, arxivId: string) => ids(digest).indexOf(arxivId)

describe('the digest ranked by the library', () => {
  it('puts the papers close to the library first and says which library papers they are close to', async () => {
    const engine = await rankedEngine()
    const unranked = await engine.handlers['digest.get']({ top: 100 }, context)
    expect(unranked.entries.every((entry) => entry.score === 0 && entry.reasons.length === 0)).toBe(true)

    await fillLibrary(engine, [{ record: GROUP_TESTING }])
    const digest = await engine.handlers['digest.get']({ top: 100 }, context)
    expect(ids(digest).slice(0, 5).sort()).toEqual([...GROUP_TESTING_IDS].sort())
    expect(digest.entries[0]?.reasons).toEqual([{ kind: 'library', count: 1, titles: [GROUP_TESTING.title] }])
    expect(digest.entries[0]?.score).toBeGreaterThan(digest.entries[5]?.score ?? 0)
    // A paper about flaky embedded tests shares only "tests" with the library: not "close".
    expect(entryOf(digest, '2005.06826')?.reasons).toEqual([])
  })

  it('lets a note on a library paper pull up the papers it speaks of', async () => {
    const engine = await rankedEngine()
    await fillLibrary(engine, [
      { record: GROUP_TESTING },
      {
        record: record('Notes on security testing', 'Testing.'),
        note: 'Fuzzing attacks on cyber-physical systems in critical infrastructure: benchmarks of attacks matter.',
      },
    ])
    const digest = await engine.handlers['digest.get']({ top: 100 }, context)
    expect(rankOf(digest, '2005.14124')).toBeLessThan(3)
    expect(entryOf(digest, '2005.14124')?.reasons[0]).toMatchObject({
      kind: 'library',
      titles: ['Notes on security testing'],
    })
  })

  it('ranks followed authors and keywords up, with the reason', async () => {
    const engine = await rankedEngine()
    await fillLibrary(engine, [{ record: GROUP_TESTING }])
    await engine.handlers['settings.set'](
      { patch: { digest: { authors: ['Zhu, H.'], keywords: ['Ethereum'] } }, secrets: [] },
      context,
    )
    const digest = await engine.handlers['digest.get']({ top: 100 }, context)
    expect(entryOf(digest, '1908.03707')?.reasons).toContainEqual({ kind: 'keyword', keyword: 'Ethereum' })
    expect(entryOf(digest, '1912.09881')?.reasons).toContainEqual({ kind: 'author', author: 'Hong Zhu' })
    expect(rankOf(digest, '1912.09881')).toBeLessThan(3)
    expect(rankOf(digest, '1908.03707')).toBeLessThan(10)
  })

  it('moves later rankings with "more like this" and "not interested"', async () => {
    const engine = await rankedEngine()
    await fillLibrary(engine, [{ record: GROUP_TESTING }])
    const before = await engine.handlers['digest.get']({ top: 100 }, context)

    await engine.handlers['digest.feedback']({ arxivId: '1912.04900', verdict: 'more' }, context)
    await engine.handlers['digest.feedback']({ arxivId: '2008.01944', verdict: 'less' }, context)
    const after = await engine.handlers['digest.get']({ top: 100 }, context)
    expect(entryOf(after, '1912.04900')?.feedback).toBe('more')
    expect(rankOf(after, '1912.04900')).toBe(0)
    // Morphy, a tool for the same datamorphic testing, rises with the paper the reader asked more of.
    expect(rankOf(after, '1912.09881')).toBeLessThan(rankOf(before, '1912.09881'))
    expect(entryOf(after, '1912.09881')?.reasons).toContainEqual({
      kind: 'feedback',
      verdict: 'more',
      title: entryOf(before, '1912.04900')?.title,
    })
    expect(rankOf(after, '2008.01944')).toBe(after.entries.length - 1)

    await engine.handlers['digest.feedback']({ arxivId: '2008.01944', verdict: null }, context)
    const undone = await engine.handlers['digest.get']({ top: 100 }, context)
    expect(rankOf(undone, '2008.01944')).toBeLessThan(5)
    await expect(
      engine.handlers['digest.feedback']({ arxivId: '9999.99999', verdict: 'more' }, context),
    ).rejects.toMatchObject({ code: 'not-found' })
  })

  it('suggests the categories the library’s papers carry most', async () => {
    const engine = await makeEngine()
    expect(await engine.handlers['digest.suggestCategories']({}, context)).toEqual({ categories: [] })
    await fillLibrary(engine, [
      { record: { ...record('A', 'a'), keywords: ['astro-ph.EP', 'astro-ph.SR'] } },
      { record: { ...record('B', 'b'), keywords: ['astro-ph.EP', 'Astrophysics - Earth and Planetary Astrophysics'] } },
      { record: { ...record('C', 'c'), keywords: ['gr-qc', 'exoplanets'] } },
      { record: { ...record('D', 'd'), keywords: ['astro-ph.SR'] } },
    ])
    expect(await engine.handlers['digest.suggestCategories']({}, context)).toEqual({
      categories: ['astro-ph.EP', 'astro-ph.SR', 'gr-qc'],
    })
  })

  it('counts what is unread and keeps read marks', async () => {
    const engine = await rankedEngine()
    const digest = await engine.handlers['digest.get']({ top: 3 }, context)
    const [first, second] = ids(digest)
    await engine.handlers['digest.markRead']({ arxivIds: [first ?? '', second ?? ''], read: true }, context)
    const after = await engine.handlers['digest.get']({ top: 3 }, context)
    expect(after.unread).toBe(digest.unread - 2)
    expect(after.entries.slice(0, 2).map((entry) => entry.read)).toEqual([true, true])
  })
})
