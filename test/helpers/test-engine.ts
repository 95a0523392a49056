import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import { createEngine, type Engine, type EngineOptions } from '../../electron/main/engine/engine'
import type { Clock, EngineDeps, SecretStore } from '../../electron/main/engine/ports/engine-deps'
import { createMemorySecretStore } from '../../electron/main/engine/secrets/memory-secret-store'
import type { SecretName } from '../../electron/shared/domain/settings'

/** A clock the test moves by hand. */
export interface ManualClock extends Clock {
  set(time: number): void
  advance(milliseconds: number): void
}

export function createManualClock(start = Date.UTC(2026, 0, 1)): ManualClock {
  let time = start
  return {
    now: () => time,
    set: (next) => {
      time = next
    },
    advance: (milliseconds) => {
      time += milliseconds
    },
  }
}

export interface TestEngineOptions {
  /** Reuse a data dir (to reopen an engine); by default a fresh temp dir is made and removed on dispose. */
  dataDir?: string
  /** A number fixes the clock at that time (move it with `clock.advance`); default: the real clock. */
  now?: number
  secrets?: Partial<Record<SecretName, string>>
  /** Share one store across engines (reopening); wins over `secrets`. */
  secretStore?: SecretStore
  appVersion?: string
  engine?: EngineOptions
}

export interface TestEngine extends Engine {
  dataDir: string
  secretStore: SecretStore
  /** A manual clock when `now` was given, else the real one. */
  clock: Clock & Partial<ManualClock>
  notifications: { title: string; body: string }[]
}

/** A real engine on a temp data dir with in-memory secrets. `dispose()` also removes the dir it created. */
export async function createTestEngine(options: TestEngineOptions = {}): Promise<TestEngine> {
  const ownsDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'astro-engine-'))
  const secretStore = options.secretStore ?? createMemorySecretStore(options.secrets)
  const clock: TestEngine['clock'] =
    options.now === undefined ? { now: () => Date.now() } : createManualClock(options.now)
  const notifications: TestEngine['notifications'] = []
  const deps: EngineDeps = {
    host: 'test',
    dataDir,
    appVersion: options.appVersion ?? '0.0.0-test',
    secrets: secretStore,
    notifier: { notify: (title, body) => notifications.push({ title, body }) },
    clock,
  }
  let engine: Engine
  try {
    engine = await createEngine(deps, options.engine)
  } catch (error) {
    if (ownsDir) rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    ...engine,
    dataDir,
    secretStore,
    clock,
    notifications,
    async dispose() {
      await engine.dispose()
      if (ownsDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** `createTestEngine` whose engines are disposed after each test. */
export function useTestEngine(): (options?: TestEngineOptions) => Promise<TestEngine> {
  const engines: TestEngine[] = []
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.dispose()
  })
  return async (options) => {
    const engine = await createTestEngine(options)
    engines.push(engine)
    return engine
  }
}
