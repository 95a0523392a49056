import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'

export const LOCK_FILE_NAME = 'astroresearch.lock'

const ownerSchema = z.object({
  pid: z.number().int().positive(),
  hostname: z.string(),
  host: z.string(),
  startedAt: z.number(),
})
type LockOwner = z.infer<typeof ownerSchema>

/** Another running engine holds the data dir; `params` name it for the renderer's translation. */
class DataDirLockedError extends Error {
  readonly code = 'data-dir-locked'
  constructor(
    readonly params: { dataDir: string; pid: number; hostname: string; host: string },
    readonly hint: string,
  ) {
    super(
      `Another AstroResearch (${params.host}, pid ${params.pid} on ${params.hostname}) is using the data folder ` +
        `${params.dataDir}.`,
    )
    this.name = 'DataDirLockedError'
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const parsed = ownerSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A lock left by a crash: its process is gone (same machine) or the file is unreadable. */
function isStale(owner: LockOwner | undefined): boolean {
  return owner === undefined || (owner.hostname === hostname() && !isRunning(owner.pid))
}

/**
 * Takes `<dataDir>/astroresearch.lock` (created exclusively, 0600) so two engines never share one database; a lock
 * whose process has gone is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string, host: string): () => void {
  const path = join(dataDir, LOCK_FILE_NAME)
  const me: LockOwner = { pid: process.pid, hostname: hostname(), host, startedAt: Date.now() }
  for (let attempt = 0; attempt < 2; attempt++) {
    let descriptor: number
    try {
      descriptor = openSync(path, 'wx', 0o600)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = readOwner(path)
      if (!isStale(owner) && owner !== undefined) {
        throw new DataDirLockedError(
          { dataDir, pid: owner.pid, hostname: owner.hostname, host: owner.host },
          'Close the other window or server first (or stop that process), or start this one with another data ' +
            'folder (--data-dir).',
        )
      }
      rmSync(path, { force: true })
      continue
    }
    try {
      writeSync(descriptor, JSON.stringify(me))
    } finally {
      closeSync(descriptor)
    }
    return () => {
      if (readOwner(path)?.pid === me.pid && readOwner(path)?.startedAt === me.startedAt) rmSync(path, { force: true })
    }
  }
  throw new Error(`Could not take the lock ${path}: another process keeps replacing it. Try again.`)
}
