import { CommandError } from '../../../../shared/contract/transport'
import { AdsRateLimitError, AdsTokenMissingError, AdsTokenRejectedError } from '../ads/ads-errors'
import { ArxivApiError } from '../arxiv/arxiv-atom-parser'
import { PaperUnavailableError } from '../download/download-errors'
import { HttpStatusError, NetworkError, ServicesFailedError } from '../http/http-error'

/** Failures of ADS, arXiv, Crossref or Sesame: their settings are in Settings → Services, not the library's. */
const serviceErrors = [
  HttpStatusError,
  NetworkError,
  ServicesFailedError,
  ArxivApiError,
  AdsTokenMissingError,
  AdsTokenRejectedError,
  AdsRateLimitError,
] as const

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
  if (serviceErrors.some((kind) => error instanceof kind)) return new CommandError('library-service-failed', message)
  if (/is not in the library/.test(message)) return new CommandError('not-found', message)
  return new CommandError('library-failed', message)
}
