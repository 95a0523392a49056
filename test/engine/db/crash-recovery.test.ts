import { spawn } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import { useTempDir } from '../../helpers/temp-dir'

const tempDir = useTempDir('astro-crash-')
const COMMITTED = 300

interface ChildRun {
  committedIds: string[]
  signal: NodeJS.Signals | null
  walBytesAtKill: number
}

/** Runs the writer, waits until its long transaction is open, then kills it with SIGKILL. */
function runAndKill(path: string): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(__dirname, 'crash-writer.ts'), path, String(COMMITTED)],
      {
        cwd: join(__dirname, '..', '..', '..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const committedIds: string[] = []
    let walBytesAtKill = 0
    let buffered = ''
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString()
    })
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) {
        if (line.startsWith('committed ')) committedIds.push(`committed-${line.slice('committed '.length)}`)
        if (line === 'transaction open') {
          walBytesAtKill = existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0
          child.kill('SIGKILL')
        }
      }
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (signal === null) reject(new Error(`writer exited with code ${code} before it was killed: ${errors}`))
      else resolve({ committedIds, signal, walBytesAtKill })
    })
  })
}

describe('crash safety', () => {
  it('a writer killed with SIGKILL mid-transaction leaves an intact database with every committed row', async () => {
    const path = join(tempDir(), 'crash.sqlite')
    const run = await runAndKill(path)
    expect(run.signal).toBe('SIGKILL')
    expect(run.committedIds).toHaveLength(COMMITTED)
    expect(run.walBytesAtKill).toBeGreaterThan(0)

    const { db } = openDatabase(path, migrations)
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      const ids = (db.prepare('select id from sessions order by created_at').all() as { id: string }[]).map(
        (row) => row.id,
      )
      expect(ids).toEqual(run.committedIds)
      expect(db.prepare("select count(*) as n from sessions where id like 'uncommitted-%'").get()).toEqual({ n: 0 })
    } finally {
      db.close()
    }
  })
})
