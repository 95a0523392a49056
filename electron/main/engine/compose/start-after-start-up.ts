import type { Disposers } from './disposers'

/**
 * Folder watchers start this long after the engine, so the window (or the printed URL) does not wait for chokidar to
 * load and scan; a file that arrives meanwhile is found by the watcher's first scan.
 */
export const WATCHERS_START_DELAY_MS = 1000

interface Closable {
  close(): Promise<void>
}

/** Starts `start` once the engine is up; disposing before then cancels it, after then closes what it started. */
export function startAfterStartUp(start: () => Closable | Promise<Closable | null>, disposers: Disposers): void {
  let started: Promise<Closable | null> = Promise.resolve(null)
  const timer = setTimeout(() => {
    started = Promise.resolve(start())
  }, WATCHERS_START_DELAY_MS)
  timer.unref()
  disposers.add(async () => {
    clearTimeout(timer)
    await (await started)?.close()
  })
}
