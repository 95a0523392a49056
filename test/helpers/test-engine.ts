import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import { DATABASE_FILE_NAME } from '../../electron/main/engine/compose/core'
import { migrations } from '../../electron/main/engine/db/migrations'
import { type Db, openDatabase } from '../../electron/main/engine/db/open-database'
import { createEngine, type Engine, type EngineOptions } from '../../electron/main/engine/engine'
import { createEngineLog } from '../../electron/main/engine/log/engine-log'
import type { Clock, EngineDeps, SecretStore } from '../../electron/main/engine/ports/engine-deps'
import type { EngineLog } from '../../electron/main/engine/ports/log'
import { createMemorySecretStore } from '../../electron/main/engine/secrets/memory-secret-store'
import { type RunEnd, runEnded } from '../../electron/main/hosts/common/run-ended'
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
  /** What a host may add: where `~` points (default: the OS's home folder), a folder picker, a PDF printer. */
  hostPorts?: Pick<EngineDeps, 'homeDir' | 'chooseFolder' | 'printToPdf' | 'openPath'>
  engine?: EngineOptions
  /** What a host may add (a file dialog, printing), as fakes. */
  hostDeps?: Pick<EngineDeps, 'pickPdfFiles' | 'printToPdf'>
}

export interface TestEngine extends Engine {
  dataDir: string
  secretStore: SecretStore
  /** A manual clock when `now` was given, else the real one. */
  clock: Clock & Partial<ManualClock>
  /** The log the engine writes to (tests read it or write their own lines). */
  log: EngineLog
  /** A second connection to the engine's database, for looking at what it stored. */
  db(): Db
  /** Resolves with how the run ended. */
  waitForRun(sessionId: string, runId: string): Promise<RunEnd>
}

/** A real engine on a temp data dir with in-memory secrets. `dispose()` also removes the dir it created. */
export async function createTestEngine(options: TestEngineOptions = {}): Promise<TestEngine> {
  const ownsDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'astro-engine-'))
  const secretStore = options.secretStore ?? createMemorySecretStore(options.secrets)
  const clock: TestEngine['clock'] =
    options.now === undefined ? { now: () => Date.now() } : createManualClock(options.now)
  const log = createEngineLog({ dataDir, clock })
  const deps: EngineDeps = {
    host: 'test',
    dataDir,
    appVersion: options.appVersion ?? '0.0.0-test',
    ...options.hostPorts,
    secrets: secretStore,
    clock,
    log,
    ...options.hostDeps,
  }
  let engine: Engine
  try {
    engine = await createEngine(deps, { watchFolders: false, ...options.engine })
  } catch (error) {
    if (ownsDir) rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  let reader: Db | null = null
  return {
    ...engine,
    dataDir,
    secretStore,
    clock,
    log,
    db() {
      reader ??= openDatabase(join(dataDir, DATABASE_FILE_NAME), migrations).db
      return reader
    },
    waitForRun: (sessionId, runId) => runEnded(engine, sessionId, runId),
    async dispose() {
      reader?.close()
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
