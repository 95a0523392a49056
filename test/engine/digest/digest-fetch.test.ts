import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseArxivFeed } from '../../../electron/main/engine/library/arxiv/arxiv-atom-parser'
import { readSharedFixtureText } from '../../helpers/shared-fixtures'
import { type TestEngine, useTestEngine } from '../../helpers/test-engine'
import { HUNDRED_ENTRY_PAGE, type ListingReplay, startListingReplay, TEN_ENTRY_PAGES } from './arxiv-listing-replay'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const servers: ListingReplay[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

/** Wednesday 2 December 2026, 07:00 UTC: the morning after Tuesday evening's announcement. */
const WEDNESDAY_MORNING = Date.UTC(2026, 11, 2, 7)

async function engineOn(server: ListingReplay, categories = ['astro-ph.EP'], crossLists = true): Promise<TestEngine> {
  const engine = await makeEngine({ now: WEDNESDAY_MORNING })
  await engine.handlers['settings.set'](
    { patch: { services: { arxivBaseUrl: server.url }, digest: { categories, crossLists } }, secrets: [] },
    context,
  )
  return engine
}

const idsOf = (...pages: string[]) => [
  ...new Set(
    pages.flatMap((page) => parseArxivFeed(readSharedFixtureText(page)).entries.map((entry) => entry.arxivId)),
  ),
]

describe('the arXiv digest fetch', () => {
  it('pages through the day’s submissions one request per 3 s, stores them and fetches the day only once', async () => {
    const server = await startListingReplay(TEN_ENTRY_PAGES)
    servers.push(server)
    const engine = await engineOn(server, ['astro-ph.EP', 'astro-ph.SR'])

    const digest = await engine.handlers['digest.get']({ top: 100 }, context)
    expect(digest).toMatchObject({ status: 'fetched', requestedDate: '2026-12-02', listingDate: '2026-12-02' })
    // Tuesday evening's announcement: Monday 14:00 to Tuesday 14:00 US Eastern (19:00 UTC in December).
    expect(server.queries()[0]).toBe(
      '(cat:astro-ph.EP OR cat:astro-ph.SR) AND submittedDate:[202611301900 TO 202612011900]',
    )
    // Three recorded pages of ten, then arXiv's empty answer ends the paging.
    expect(server.requests.map((request) => new URL(request.url, 'http://x').searchParams.get('start'))).toEqual([
      '0',
      '10',
      '20',
      '30',
    ])
    // The limiter spaces the sends 3 s apart; an arrival can lag its send (the first one sets up the connection).
    for (let index = 1; index < server.arrivals.length; index++) {
      expect((server.arrivals[index] ?? 0) - (server.arrivals[index - 1] ?? 0)).toBeGreaterThanOrEqual(2000)
    }
    expect((server.arrivals[3] ?? 0) - (server.arrivals[0] ?? 0)).toBeGreaterThanOrEqual(8000)
    const expected = idsOf(...TEN_ENTRY_PAGES)
    expect(digest.total).toBe(expected.length)
    expect(digest.entries.map((entry) => entry.arxivId).sort()).toEqual([...expected].sort())
    expect(digest.unread).toBe(expected.length)

    const unreadOnly = await engine.handlers['digest.get']({ storedOnly: true, date: '2026-12-03' }, context)
    expect(unreadOnly).toMatchObject({ status: 'stored', listingDate: '2026-12-02', unread: expected.length })
    const again = await engine.handlers['digest.get']({ top: 5 }, context)
    expect(again).toMatchObject({ status: 'stored', listingDate: '2026-12-02', total: expected.length })
    expect(again.entries).toHaveLength(5)
    expect(server.requests).toHaveLength(4)
  })

  it('keeps only papers whose primary category was chosen when cross-lists are off', async () => {
    const server = await startListingReplay([HUNDRED_ENTRY_PAGE])
    servers.push(server)
    const engine = await engineOn(server, ['cs.SE'], false)
    const digest = await engine.handlers['digest.get']({ top: 500 }, context)
    const feed = parseArxivFeed(readSharedFixtureText(HUNDRED_ENTRY_PAGE))
    const primary = feed.entries.filter((entry) => entry.primaryCategory === 'cs.SE')
    expect(primary.length).toBeGreaterThan(0)
    expect(primary.length).toBeLessThan(feed.entries.length)
    expect(digest.total).toBe(primary.length)
    expect(digest.entries.every((entry) => entry.primaryCategory === 'cs.SE')).toBe(true)
  })

  it('shows the last digest with its date on a holiday (an empty answer), at weekends and offline', async () => {
    const server = await startListingReplay([HUNDRED_ENTRY_PAGE])
    servers.push(server)
    const engine = await engineOn(server)
    const tuesday = await engine.handlers['digest.get']({ date: '2026-12-01' }, context)
    expect(tuesday).toMatchObject({ status: 'fetched', listingDate: '2026-12-01', total: 100 })
    const requestsBefore = server.requests.length

    // The replay answers arXiv's empty feed for a listing it has no page of, as on a holiday.
    const holidayServer = await startListingReplay([])
    servers.push(holidayServer)
    await engine.handlers['settings.set'](
      { patch: { services: { arxivBaseUrl: holidayServer.url } }, secrets: [] },
      context,
    )
    const holiday = await engine.handlers['digest.get']({}, context)
    expect(holiday).toMatchObject({ status: 'no-announcement', requestedDate: '2026-12-02', listingDate: '2026-12-01' })
    expect(holiday.total).toBe(100)
    expect(holidayServer.requests).toHaveLength(1)

    const saturday = await engine.handlers['digest.get']({ date: '2026-12-05' }, context)
    expect(saturday).toMatchObject({ status: 'no-announcement', listingDate: '2026-12-01', total: 100 })
    expect(holidayServer.requests).toHaveLength(1)
    expect(server.requests).toHaveLength(requestsBefore)

    const down = await startListingReplay([], {
      status: 400,
      body: readSharedFixtureText('arxiv/id_abc_s0_m100_b79c8dcf6bc3.xml'),
    })
    servers.push(down)
    await engine.handlers['settings.set']({ patch: { services: { arxivBaseUrl: down.url } }, secrets: [] }, context)
    const offline = await engine.handlers['digest.get']({ date: '2026-12-03' }, context)
    expect(offline).toMatchObject({ status: 'offline', listingDate: '2026-12-01', total: 100 })
    expect(offline.message).toContain('incorrect id format for abc')
  })

  it('fetches at start-up when Settings → Digest asks for it', async () => {
    const server = await startListingReplay([HUNDRED_ENTRY_PAGE])
    servers.push(server)
    const dataDir = mkdtempSync(join(tmpdir(), 'astro-digest-start-'))
    try {
      const first = await makeEngine({ dataDir, now: WEDNESDAY_MORNING })
      await first.handlers['settings.set'](
        {
          patch: { services: { arxivBaseUrl: server.url }, digest: { categories: ['cs.SE'], fetchAtStartUp: true } },
          secrets: [],
        },
        context,
      )
      await first.dispose()
      expect(server.requests).toHaveLength(0)

      const reopened = await makeEngine({ dataDir, now: WEDNESDAY_MORNING })
      await expect
        .poll(async () => (await reopened.handlers['digest.get']({ storedOnly: true }, context)).total, {
          timeout: 20_000,
        })
        .toBe(100)
      expect(server.queries()[0]).toContain('cat:cs.SE')
      await reopened.dispose()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('says what to do when arXiv fails and no earlier digest is stored, or no category is chosen', async () => {
    const down = await startListingReplay([], { status: 403, body: 'Forbidden' })
    servers.push(down)
    const engine = await engineOn(down)
    await expect(engine.handlers['digest.get']({}, context)).rejects.toMatchObject({
      code: 'library-service-failed',
      message: expect.stringContaining('The arXiv listing of 2026-12-02 could not be fetched'),
      hint: expect.stringContaining('Settings → Services'),
    })
    await engine.handlers['settings.set']({ patch: { digest: { categories: [] } }, secrets: [] }, context)
    await expect(engine.handlers['digest.get']({}, context)).rejects.toMatchObject({
      code: 'invalid-input',
      hint: expect.stringContaining('Settings → Digest'),
    })
  })
})
