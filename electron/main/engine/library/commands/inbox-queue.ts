import { basename } from 'node:path'
import type { AddQueue } from '../add/add-queue'
import type { InboxWatcherOptions } from '../inbox/inbox-watcher'

/**
 * What the inbox watcher reports, into the add queue: an imported PDF goes on to be parsed (as Settings allow), a file
 * that failed to import stays listed with its error and a Retry.
 */
export function queueInboxOutcomes(
  queue: AddQueue,
  onFailure: (path: string, message: string) => void,
): NonNullable<InboxWatcherOptions['onOutcome']> {
  return (path, outcome) => {
    const fileName = basename(path)
    if (outcome.kind === 'imported') {
      queue.add([{ kind: 'imported', paperId: outcome.paper.id, fileName }])
    } else if (outcome.kind === 'error') {
      onFailure(path, outcome.message)
      queue.addFailed(
        { kind: 'file', path, fileName },
        { code: 'failed', message: outcome.message, publisherUrl: null },
      )
    }
  }
}
