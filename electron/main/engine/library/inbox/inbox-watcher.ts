import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { LibraryContext } from '../library-context'
import { type InboxOutcome, importInboxFile } from './inbox-import'

export interface InboxWatcherOptions {
  /** How long a file's size must stay unchanged before it counts as fully written. */
  stabilityThresholdMs?: number
  pollIntervalMs?: number
  onOutcome?: (path: string, outcome: InboxOutcome | { kind: 'error'; message: string }) => void
}

export interface InboxWatcher {
  inboxDir: string
  /** Resolves once the watcher has scanned the folder. */
  ready: Promise<void>
  /** Resolves when every file seen so far has been handled. */
  idle(): Promise<void>
  close(): Promise<void>
}

const isPdfPath = (path: string) => path.toLowerCase().endsWith('.pdf')

/**
 * Watches `<libraryDir>/inbox`: each PDF dropped there is imported once, after it has finished being written, one at
 * a time. Files that fail stay in the inbox and are reported.
 */
export async function watchInbox(context: LibraryContext, options: InboxWatcherOptions = {}): Promise<InboxWatcher> {
  const inboxDir = join(context.libraryDir, 'inbox')
  await mkdir(inboxDir, { recursive: true })
  const { watch } = await import('chokidar')
  const handled = new Set<string>()
  let queue: Promise<void> = Promise.resolve()
  const watcher = watch(inboxDir, {
    depth: 0,
    ignoreInitial: false,
    ignored: (path, stats) => (stats?.isFile() ?? false) && !isPdfPath(path),
    awaitWriteFinish: {
      stabilityThreshold: options.stabilityThresholdMs ?? 2000,
      pollInterval: options.pollIntervalMs ?? 200,
    },
  })
  const enqueue = (path: string) => {
    if (!isPdfPath(path) || handled.has(path)) return
    handled.add(path)
    queue = queue.then(async () => {
      try {
        options.onOutcome?.(path, await importInboxFile(context, path))
      } catch (error) {
        options.onOutcome?.(path, { kind: 'error', message: error instanceof Error ? error.message : String(error) })
      }
    })
  }
  watcher.on('add', enqueue)
  // A file replaced under the same name is a new drop.
  watcher.on('unlink', (path) => handled.delete(path))
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()))
  return {
    inboxDir,
    ready,
    idle: () => queue,
    close: async () => {
      await watcher.close()
      await queue
    },
  }
}
