import { afterEach, describe, expect, it } from 'vitest'
import { adsLibraryCommands } from '../../../../electron/shared/contract/commands/ads-libraries'
import { settingsCommands } from '../../../../electron/shared/contract/commands/settings'
import type { LoopbackServer } from '../../../helpers/loopback-server'
import { type TestEngine, useTestEngine } from '../../../helpers/test-engine'
import { startBiblibServer } from './biblib-server'

const newEngine = useTestEngine()
const context = { signal: new AbortController().signal }
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

async function engineWithAds(ads: LoopbackServer): Promise<TestEngine> {
  const engine = await newEngine()
  await engine.handlers['settings.set'](
    settingsCommands['settings.set'].input.parse({
      patch: { services: { adsBaseUrl: ads.url } },
      secrets: [{ name: 'ads-token', value: 'biblib-test-token' }],
    }),
    context,
  )
  return engine
}

describe('ADS libraries through the engine', () => {
  it('lists the libraries, imports one into a collection, and exports a collection to a new and an existing library', async () => {
    server = await startBiblibServer()
    const engine = await engineWithAds(server)

    const libraries = await engine.handlers['adsLibrary.list']({}, context)
    expect(adsLibraryCommands['adsLibrary.list'].output.parse(libraries)).toEqual([
      expect.objectContaining({
        id: 'hHGU1Ef-TpacAhicI3J8kQ',
        name: 'Thesis chapter 2',
        documents: 4,
        permission: 'owner',
      }),
      expect.objectContaining({ id: 'q7Zb3vL1Sx2WkJ9dYpR4Tg', name: 'Group reading list', public: true }),
    ])
    expect(server.requests[0]?.headers.authorization).toBe('Bearer biblib-test-token')

    const imported = await engine.handlers['adsLibrary.import']({ libraryId: 'hHGU1Ef-TpacAhicI3J8kQ' }, context)
    expect(imported).toEqual({
      collection: 'Thesis chapter 2',
      imported: 3,
      updated: 0,
      missing: ['2020ApJ...900....1S'],
    })
    const paper = await engine.handlers['paper.get']({ paper: '2021NewA...8301491M' }, context)
    expect(paper).toMatchObject({
      title: 'Dynamics of accretion and winds in tidal disruption events',
      collections: ['Thesis chapter 2'],
      // ADS's doctype, volume, page and month are kept for the reference list.
      bibliography: { entryType: 'article', volume: '83', pages: '101491', month: '02' },
    })
    const again = await engine.handlers['adsLibrary.import'](
      { libraryId: 'hHGU1Ef-TpacAhicI3J8kQ', collection: 'Chapter 2 (ADS)' },
      context,
    )
    expect(again).toMatchObject({ imported: 0, updated: 3 })
    expect((await engine.handlers['paper.get']({ paper: paper.id }, context)).collections).toEqual([
      'Chapter 2 (ADS)',
      'Thesis chapter 2',
    ])

    const created = await engine.handlers['adsLibrary.export']({ collection: 'Thesis chapter 2' }, context)
    expect(created).toEqual({
      libraryId: 'Nw5cT0mXQ3aLqv8eR2b1yA',
      name: 'Thesis chapter 2',
      added: 3,
      withoutBibcode: [],
    })
    const createBody = JSON.parse(
      server.requests.find((request) => request.method === 'POST' && request.url === '/v1/biblib/libraries')?.body ??
        '{}',
    ) as { bibcode: string[]; public: boolean }
    expect([...createBody.bibcode].sort()).toEqual([
      '2021NewA...8201455G',
      '2021NewA...8301474I',
      '2021NewA...8301491M',
    ])
    expect(createBody.public).toBe(false)

    const added = await engine.handlers['adsLibrary.export'](
      { collection: 'Chapter 2 (ADS)', libraryId: 'hHGU1Ef-TpacAhicI3J8kQ' },
      context,
    )
    expect(added).toMatchObject({ libraryId: 'hHGU1Ef-TpacAhicI3J8kQ', name: 'Thesis chapter 2', added: 3 })
    const addBody = server.requests.find((request) => request.url === '/v1/biblib/documents/hHGU1Ef-TpacAhicI3J8kQ')
    expect(JSON.parse(addBody?.body ?? '{}')).toMatchObject({ action: 'add' })
  })

  it('names what to do when the collection does not exist or no ADS token is set', async () => {
    server = await startBiblibServer()
    const engine = await engineWithAds(server)
    await expect(engine.handlers['adsLibrary.export']({ collection: 'Nothing here' }, context)).rejects.toMatchObject({
      code: 'not-found',
    })
    const tokenless = await newEngine()
    await expect(tokenless.handlers['adsLibrary.list']({}, context)).rejects.toThrow(/Settings → Services/)
  })
})
