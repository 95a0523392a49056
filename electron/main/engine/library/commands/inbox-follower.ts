import type { Unsubscribe } from '../../../../shared/contract/transport'
import type { InboxWatcher, InboxWatcherOptions } from '../inbox/inbox-watcher'
import type { LibraryService } from '../library-service'

interface InboxFollowerDeps {
  /** The app's current library; a new instance means the library folder or a service changed. */
  library: () => LibraryService
  onSettingsChange: (listener: () => void) => Unsubscribe
  watch?: InboxWatcherOptions
  onError: (error: unknown) => void
}

export interface InboxFollower {
  /** The inbox being watched now, once its watcher has scanned it. */
  watching(): Promise<InboxWatcher | null>
  close(): Promise<void>
}

/**
 * Watches the library's inbox, and moves the watch when Settings move the library: the old folder's watcher is
 * closed before the new folder's starts, so a file is never imported by both.
 */
export function followInbox(deps: InboxFollowerDeps): InboxFollower {
  let watched: LibraryService | null = null
  let current: Promise<InboxWatcher | null> = Promise.resolve(null)
  let closed = false

  const start = async (library: LibraryService): Promise<InboxWatcher | null> => {
    try {
      const watcher = await library.watchInbox(deps.watch)
      await watcher.ready
      return watcher
    } catch (error) {
      deps.onError(error)
      return null
    }
  }

  const follow = () => {
    const library = deps.library()
    if (closed || library === watched) return
    watched = library
    current = current.then(async (previous) => {
      await previous?.close()
      return closed ? null : start(library)
    })
  }

  follow()
  const unsubscribe = deps.onSettingsChange(follow)
  return {
    watching: () => current,
    async close() {
      closed = true
      unsubscribe()
      await (await current)?.close()
    },
  }
}
