import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { followInbox, type InboxFollower } from '../../../electron/main/engine/library-view/inbox-follower'
import { createLibraryProvider } from '../../../electron/main/engine/library-view/library-provider'
import { type Settings, settingsSchema } from '../../../electron/shared/domain/settings'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { useTempDir } from '../../helpers/temp-dir'
import { fixture, fixtureText, openLibraryDb } from '../library/library-test-kit'

const physics = fixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')
const emptyFeed = fixtureText('arxiv/id_0000.0000_s0_m100_8b51d9633a68.xml')
const tempDir = useTempDir('astro-inbox-follower-')
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let server: LoopbackServer | null = null
let follower: InboxFollower | null = null
afterEach(async () => {
  await follower?.close()
  follower = null
  await server?.close()
  server = null
})

describe('followInbox', { timeout: 60_000 }, () => {
  it('moves the watch to the new library folder when Settings move the library', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(emptyFeed))
    const [first, second] = [tempDir(), tempDir()]
    let settings: Settings = settingsSchema.parse({ libraryDir: first, services: { arxivBaseUrl: server.url } })
    const listeners = new Set<() => void>()
    const library = createLibraryProvider({
      db: openLibraryDb(),
      settings: { get: () => settings },
      secrets: { get: async () => null },
      emit: () => {},
    })
    const imported: string[] = []
    follower = followInbox({
      library,
      onSettingsChange: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      watch: {
        stabilityThresholdMs: 200,
        pollIntervalMs: 50,
        onOutcome: (path, outcome) => imported.push(`${outcome.kind} ${path}`),
      },
      onError: (error) => {
        throw error
      },
    })
    expect((await follower.watching())?.inboxDir).toBe(join(first, 'inbox'))

    settings = { ...settings, libraryDir: second }
    for (const listener of listeners) listener()
    expect((await follower.watching())?.inboxDir).toBe(join(second, 'inbox'))

    await writeFile(join(first, 'inbox', 'left-behind.pdf'), physics)
    await writeFile(join(second, 'inbox', 'dropped.pdf'), physics)
    await vi.waitFor(() => expect(imported).toEqual([`imported ${join(second, 'inbox', 'dropped.pdf')}`]), {
      timeout: 20_000,
      interval: 100,
    })
    await pause(600)
    expect(imported).toHaveLength(1)
    expect(existsSync(join(first, 'inbox', 'left-behind.pdf'))).toBe(true)
    expect(library().list({}).total).toBe(1)
  })

  it('keeps one watch while unrelated settings change', async () => {
    let settings: Settings = settingsSchema.parse({ libraryDir: tempDir() })
    const listeners = new Set<() => void>()
    const library = createLibraryProvider({
      db: openLibraryDb(),
      settings: { get: () => settings },
      secrets: { get: async () => null },
      emit: () => {},
    })
    follower = followInbox({
      library,
      onSettingsChange: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      onError: (error) => {
        throw error
      },
    })
    const watcher = await follower.watching()
    settings = { ...settings, theme: settings.theme === 'dark' ? 'light' : 'dark' }
    for (const listener of listeners) listener()
    expect(await follower.watching()).toBe(watcher)
  })
})
