import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import type { Timing } from '../../../electron/main/engine/library/http/timing'
import type { LibraryServiceUrls } from '../../../electron/main/engine/library/library-config'
import { LibraryService } from '../../../electron/main/engine/library/library-service'
import type { EventInput } from '../../../electron/shared/contract/events'

const fixturesDir = join(__dirname, '../../fixtures')

/** A file the project made itself, in test/fixtures. */
export function fixture(path: string): Buffer {
  return readFileSync(join(fixturesDir, path))
}

export function fixtureText(path: string): string {
  return fixture(path).toString('utf8')
}

/** A clock that only moves when someone sleeps on it. */
export function fakeTiming(start = 1_700_000_000_000): Timing & { sleeps: number[] } {
  let now = start
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms)
      now += ms
    },
  }
}

export const noRetryDelay = { retries: 2, minTimeoutMs: 1 }

export function openLibraryDb() {
  return openDatabase(':memory:', migrations).db
}

export function createTestLibrary(options: {
  libraryDir: string
  urls?: Partial<LibraryServiceUrls>
  adsToken?: string | null
  timing?: Timing
}) {
  const events: EventInput[] = []
  const db = openLibraryDb()
  const service = new LibraryService({
    db,
    libraryDir: options.libraryDir,
    secrets: {
      get: async (name) =>
        name === 'ads-token' ? (options.adsToken === undefined ? 'test-token' : options.adsToken) : null,
    },
    urls: options.urls,
    timing: options.timing ?? fakeTiming(),
    emit: (event) => events.push(event),
    network: { retryPolicy: noRetryDelay, arxivIntervalMs: 3000 },
  })
  return { service, db, events }
}

/** A clock the test moves by hand: sleepers wake only when `advance` passes their time. */
export function manualTiming(start = 0): Timing & { advance(ms: number): void; pending(): number } {
  let now = start
  const sleepers: { until: number; wake: () => void }[] = []
  return {
    now: () => now,
    sleep: (ms: number) => new Promise<void>((resolve) => sleepers.push({ until: now + ms, wake: resolve })),
    advance(ms: number) {
      now += ms
      for (const sleeper of sleepers.filter((entry) => entry.until <= now)) {
        sleepers.splice(sleepers.indexOf(sleeper), 1)
        sleeper.wake()
      }
    },
    pending: () => sleepers.length,
  }
}
