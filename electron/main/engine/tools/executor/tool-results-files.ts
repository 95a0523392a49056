import type { Dirent } from 'node:fs'
import { readdir, rm, rmdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * How long a persisted tool result is kept. The AstroResearch seed persists results with a TTL but names no figure;
 * this is Claude Code's default `cleanupPeriodDays` (30), long enough for any conversation that still reads them.
 */
export const TOOL_RESULTS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

const TOOL_RESULTS_DIR = 'tool-results'

const safeName = (part: string) => part.replace(/[^a-zA-Z0-9_-]/g, '_') || '_'

/**
 * `<dataDir>/tool-results/<session>/<run>/<call_id>.txt`: a result is keyed by its session and run as well as its
 * call id, so two runs (or subagents) whose provider repeats an id never share a file.
 */
export function toolResultPath(dataDir: string, sessionId: string, runId: string, callId: string): string {
  return join(dataDir, TOOL_RESULTS_DIR, safeName(sessionId), safeName(runId), `${safeName(callId)}.txt`)
}

/** The session's persisted results go with it. */
export async function removeSessionToolResults(dataDir: string, sessionId: string): Promise<void> {
  await rm(join(dataDir, TOOL_RESULTS_DIR, safeName(sessionId)), { recursive: true, force: true })
}

/** Removes results older than `maxAgeMs` (by the time they were written) and the folders they leave empty. */
export async function removeExpiredToolResults(dataDir: string, now: number, maxAgeMs: number): Promise<number> {
  return removeExpiredIn(join(dataDir, TOOL_RESULTS_DIR), now - maxAgeMs, false)
}

async function removeExpiredIn(directory: string, writtenBefore: number, removeIfEmpty: boolean): Promise<number> {
  let entries: Dirent[]
  try {
    entries = await readdir(directory, { withFileTypes: true })
  } catch {
    return 0
  }
  let removed = 0
  for (const entry of entries) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) removed += await removeExpiredIn(path, writtenBefore, true)
    else if (entry.isFile() && (await stat(path)).mtimeMs < writtenBefore) {
      await rm(path, { force: true })
      removed += 1
    }
  }
  // rmdir refuses a folder that is not empty, so a result written meanwhile stays.
  if (removeIfEmpty) await rmdir(directory).catch(() => undefined)
  return removed
}
