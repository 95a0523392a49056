import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { followInbox, type InboxFollower } from '../../../../electron/main/engine/library/commands/inbox-follower'
import { createLibraryProvider } from '../../../../electron/main/engine/library/commands/library-provider'
import type { InboxWatcherOptions } from '../../../../electron/main/engine/library/inbox/inbox-watcher'
import { type Settings, settingsSchema } from '../../../../electron/shared/domain/settings'
import { type LoopbackServer, startLoopbackServer } from '../../../helpers/loopback-server'
import { readSharedFixture, readSharedFixtureText } from '../../../helpers/shared-fixtures'
import { useTempDir } from '../../../helpers/temp-dir'
import { openLibraryDb } from '../library-test-kit'

const physics = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')
const emptyFeed = readSharedFixtureText('arxiv/id_0000.0000_s0_m100_8b51d9633a68.xml')
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

/** A follower over a real library provider whose settings the test changes with `change`. */
function follow(initial: Settings, watch: InboxWatcherOptions = {}) {
  let settings = initial
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
    watch,
    onError: (error) => {
      throw error
    },
  })
  const change = (patch: Partial<Settings>) => {
    settings = { ...settings, ...patch }
    for (const listener of listeners) listener()
  }
  return { follower, library, change, settings: () => settings }
}

describe('followInbox', { timeout: 60_000 }, () => {
  it('moves the watch to the new library folder when Settings move the library', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(emptyFeed))
    const [first, second] = [tempDir(), tempDir()]
    const imported: string[] = []
    const { follower, library, change } = follow(
      settingsSchema.parse({ libraryDir: first, services: { arxivBaseUrl: server.url } }),
      {
        stabilityThresholdMs: 200,
        pollIntervalMs: 50,
        onOutcome: (path, outcome) => imported.push(`${outcome.kind} ${path}`),
      },
    )
    expect((await follower.watching())?.inboxDir).toBe(join(first, 'inbox'))

    change({ libraryDir: second })
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
    const { follower, change, settings } = follow(settingsSchema.parse({ libraryDir: tempDir() }))
    const watcher = await follower.watching()
    change({ theme: settings().theme === 'dark' ? 'light' : 'dark' })
    expect(await follower.watching()).toBe(watcher)
  })
})
