import { HttpStatusError, NetworkError } from './http-error'

export interface RetryPolicy {
  retries: number
  /** Delay before the first retry; doubles each time. */
  minTimeoutMs: number
}

export const defaultRetryPolicy: RetryPolicy = { retries: 3, minTimeoutMs: 1000 }

export type FetchFunction = typeof fetch

export interface RetryingRequest {
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
  const { default: pRetry, AbortError } = await import('p-retry')
  return pRetry(
    async () => {
      await request.beforeAttempt?.()
      let response: Response
      try {
        response = await send(request.url, { ...request.init, signal: request.signal })
      } catch (error) {
        if (request.signal?.aborted) throw new AbortError(error instanceof Error ? error : String(error))
        throw new NetworkError(request.service, error)
      }
      if (response.ok) return response
      if (request.onStatus && (await request.onStatus(response))) {
        throw new HttpStatusError(request.service, response.status, '', response.headers)
      }
      const body = await response.text().catch(() => '')
      const error = new HttpStatusError(request.service, response.status, body, response.headers)
      if (isRetryableStatus(response.status)) throw error
      throw new AbortError(error)
    },
    {
      retries: request.policy.retries,
      minTimeout: request.policy.minTimeoutMs,
      factor: 2,
      signal: request.signal,
      shouldRetry: ({ error }) => error instanceof NetworkError || error instanceof HttpStatusError,
    },
  )
}
