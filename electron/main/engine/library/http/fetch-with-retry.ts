import type { RetryPolicy } from '../../retry/retry-policy'
import { retryWithBackoff } from '../../retry/retry-with-backoff'
import { HttpStatusError, NetworkError } from './http-error'

export type FetchFunction = typeof fetch

interface RetryingRequest {
  service: string
  url: string
  init?: RequestInit
  policy: RetryPolicy
  fetch?: FetchFunction
  signal?: AbortSignal
  /** Called before each attempt (rate limiting). */
  beforeAttempt?: () => Promise<void>
  /** Lets a client decide about statuses it handles itself (429); return true to retry without spending a retry. */
  onStatus?: (response: Response) => Promise<boolean>
}

function isRetryableStatus(status: number): boolean {
  return status >= 500 && status <= 599
}

/**
 * Sends a request, retrying network failures and 5xx answers with exponential back-off. Other non-2xx answers fail at
 * once with an HttpStatusError; the returned response is always ok.
 */
export async function fetchWithRetry(request: RetryingRequest): Promise<Response> {
  const send = request.fetch ?? fetch
  const retryable = new WeakSet<Error>()
  return retryWithBackoff(
    async () => {
      await request.beforeAttempt?.()
      let response: Response
      try {
        response = await send(request.url, { ...request.init, signal: request.signal })
      } catch (error) {
        if (request.signal?.aborted) throw error
        throw new NetworkError(request.service, error)
      }
      if (response.ok) return response
      if (request.onStatus && (await request.onStatus(response))) {
        const error = new HttpStatusError(request.service, response.status, '', response.headers)
        retryable.add(error)
        throw error
      }
      const body = await response.text().catch(() => '')
      const error = new HttpStatusError(request.service, response.status, body, response.headers)
      if (isRetryableStatus(response.status)) retryable.add(error)
      throw error
    },
    {
      policy: request.policy,
      signal: request.signal,
      shouldRetry: (error) => error instanceof NetworkError || (error instanceof Error && retryable.has(error)),
    },
  )
}
