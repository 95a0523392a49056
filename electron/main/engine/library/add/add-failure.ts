import type { AddFailureCode, AddJob, AddStep } from '../../../../shared/domain/library-add'
import { PaperUnavailableError } from '../download/download-errors'
import { NetworkError } from '../http/http-error'
import { PdfReadError } from '../parse/pdf-read-error'

/** A step of adding a paper failed in a way the user can act on; `code` picks the translated advice. */
export class AddStepError extends Error {
  constructor(
    readonly step: AddStep,
    readonly code: AddFailureCode,
    message: string,
    readonly publisherUrl: string | null = null,
  ) {
    super(message)
    this.name = 'AddStepError'
  }
}

/** What the job shows for an error thrown by `step`. */
export function describeFailure(error: unknown, step: AddStep, signal: AbortSignal): NonNullable<AddJob['failure']> {
  const message = error instanceof Error ? error.message : String(error)
  if (signal.aborted) return { code: 'cancelled', message: 'Cancelled.', publisherUrl: null }
  if (error instanceof AddStepError) return { code: error.code, message, publisherUrl: error.publisherUrl }
  if (error instanceof PaperUnavailableError) {
    return { code: 'unavailable', message, publisherUrl: error.publisherUrl }
  }
  if (error instanceof NetworkError) return { code: 'unreachable', message, publisherUrl: null }
  // A PDF refused while its identifiers are read (a decode bomb, a stalling file) was found; it is the file that failed.
  if (error instanceof PdfReadError) return { code: 'failed', message, publisherUrl: null }
  return { code: step === 'lookup' ? 'not-found' : 'failed', message, publisherUrl: null }
}
