import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { DATABASE_FILE_NAME } from '../../electron/main/engine/compose/core'
import { LOCK_FILE_NAME } from '../../electron/main/engine/data-dir/data-dir-lock'
import type { AddJob } from '../../electron/shared/domain/library-add'
import { type FakeModelServer, startFakeModel } from '../helpers/fake-model/fake-model-server'
import { exitOf, type HeadlessProcess, spawnFromSource, startHeadlessProcess } from '../helpers/headless-process'
import { nestedGraphicsStatePdf } from './hostile-pdf'

let host: HeadlessProcess | undefined
let model: FakeModelServer | undefined
afterEach(async () => {
  await host?.stop()
  await model?.close()
  host = undefined
  model = undefined
})

/** A stop within the engine's deadline exits 0; the host's last resort (past 2 s) exits 1. */
const STOP_BUDGET_MS = 2000

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const until = performance.now() + timeoutMs
  while (performance.now() < until) {
    const found = await probe()
    if (found !== undefined) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

/** The data dir after the process ended: no lock, the WAL folded into the database, which opens and checks clean. */
function expectCleanDataDir(dataDir: string): void {
  expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false)
  const wal = join(dataDir, `${DATABASE_FILE_NAME}-wal`)
  expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0)
  const db = new Database(join(dataDir, DATABASE_FILE_NAME), { readonly: true })
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
  } finally {
    db.close()
  }
}

async function signalAndMeasure(target: HeadlessProcess, signal: NodeJS.Signals) {
  const sent = performance.now()
  target.child.kill(signal)
  const exit = await target.exited
  return { ...exit, afterMs: exit.at - sent }
}

describe('stop signals reach a busy headless host (real processes)', { timeout: 120_000 }, () => {
  it('SIGTERM during a PDF\'s "lookup" read (a stalling file) exits within 2 s, lock released, database closed', async () => {
    host = await startHeadlessProcess()
    const stalling = nestedGraphicsStatePdf(20_000)
    await host.invoke('library.addPdf', {
      fileName: 'stalling.pdf',
      base64: Buffer.from(stalling).toString('base64'),
    })
    const running = host
    await waitFor('the add job to read the PDF', async () => {
      const { jobs } = await running.invoke<{ jobs: AddJob[] }>('library.addQueue', {})
      return jobs.find((job) => job.state === 'running' && job.step === 'lookup')
    })
    // The reader thread is inside the stalling content by now (pdfjs takes minutes over it).
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const exit = await signalAndMeasure(host, 'SIGTERM')
    expect(exit.code).toBe(0)
    expect(exit.afterMs).toBeLessThan(STOP_BUDGET_MS)
    expectCleanDataDir(host.dataDir)
  })

  it('SIGINT while the model streams a reply of 100,000 tool calls exits within 2 s, cleanly', async () => {
    const calls = Array.from({ length: 100_000 }, (_, index) => ({
      id: `call_${index}`,
      name: 'todo_write',
      arguments: { todos: [{ id: `t${index}`, content: `Task ${index}`, status: 'pending' }] },
    }))
    let streaming: () => void = () => {}
    const started = new Promise<void>((resolve) => {
      streaming = resolve
    })
    model = await startFakeModel(() => {
      streaming()
      return { calls }
    })
    host = await startHeadlessProcess()
    await host.invoke('settings.set', {
      patch: {
        providers: [
          {
            id: 'fake',
            name: 'Fake',
            kind: 'openai',
            baseUrl: `${model.url}/v1`,
            model: 'fake',
            contextWindow: 128_000,
          },
        ],
        activeProviderId: 'fake',
      },
      secrets: [],
    })
    const session = await host.invoke<{ id: string }>('session.create', { title: 'Flood' })
    await host.invoke('session.prompt', { sessionId: session.id, prompt: 'Plan everything' })
    await started
    await new Promise((resolve) => setTimeout(resolve, 500))
    const exit = await signalAndMeasure(host, 'SIGINT')
    expect(exit.code).toBe(0)
    expect(exit.afterMs).toBeLessThan(STOP_BUDGET_MS)
    expectCleanDataDir(host.dataDir)
  })

  it('`npm run library -- import` is refused while the host holds the data dir, and writes nothing', async () => {
    host = await startHeadlessProcess()
    const cli = spawnFromSource('library-cli', ['import', '2401.00010', '--data-dir', host.dataDir])
    let stderr = ''
    cli.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    const exit = await exitOf(cli)
    expect(exit.code).toBe(1)
    expect(stderr).toContain(`pid ${host.pid}`)
    expect(stderr).toContain('--data-dir')
    const { papers } = await host.invoke<{ papers: unknown[] }>('library.list', {})
    expect(papers).toEqual([])
    expect(existsSync(join(host.dataDir, LOCK_FILE_NAME))).toBe(true)
  })
})
