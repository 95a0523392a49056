import { CommandError } from '../../../../shared/contract/transport'
import { PaperUnavailableError } from '../download/download-errors'

/** Library failures as command errors: the library's own message (it already says what to do), with a code. */
export function asCommandError(error: unknown): CommandError {
  if (error instanceof CommandError) return error
  if (error instanceof PaperUnavailableError) {
    return new CommandError(
      'paper-unavailable',
      error.message,
      error.publisherUrl ? 'Open the publisher page from the library.' : undefined,
    )
  }
  const message = error instanceof Error ? error.message : String(error)
  if (/is not in the library/.test(message)) return new CommandError('not-found', message)
  return new CommandError('library-failed', message)
}
