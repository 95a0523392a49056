import type { AbortError as RetryAbortError } from 'p-retry'
import { classifyHttpError } from './classify-http-error'
import { networkError } from './network-error'
import { ProviderError } from './provider-error'
import { parseRetryAfter } from './retry-after'
import { backoffDelay, type RetryPolicy } from './retry-policy'

export interface StreamRequest {
  url: string
  headers: Record<string, string>
  body: unknown
  providerName: string
  model: string
  baseUrl: string
  retry: RetryPolicy
}

function waitFor(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, milliseconds)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

async function attempt(
  request: StreamRequest,
  signal: AbortSignal,
  AbortError: typeof RetryAbortError,
): Promise<Response> {
  let response: Response
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...request.headers },
      body: JSON.stringify(request.body),
      signal,
    })
  } catch (error) {
    if (signal.aborted) throw new AbortError(signal.reason instanceof Error ? signal.reason : 'aborted')
    throw networkError(error, request.providerName, request.baseUrl)
  }
  if (response.ok && response.body) return response
  const body = await response.text().catch(() => '')
  throw classifyHttpError({
    status: response.status,
    body,
    retryAfterMs: parseRetryAfter(response.headers),
    providerName: request.providerName,
    model: request.model,
    baseUrl: request.baseUrl,
  })
}

/**
 * POSTs a streaming request, retrying 429, 5xx and dropped connections with exponential backoff before any byte of
 * the stream arrives; the wait is at least the server's Retry-After. Throws a ProviderError, or the abort reason.
 */
export async function openStream(request: StreamRequest, signal: AbortSignal): Promise<Response> {
  const { retry } = request
  const { default: pRetry, AbortError } = await import('p-retry')
  return pRetry(() => attempt(request, signal, AbortError), {
    retries: retry.retries,
    minTimeout: retry.minTimeoutMs,
    maxTimeout: retry.maxTimeoutMs,
    factor: 2,
    signal,
    shouldRetry: ({ error }) => {
      if (!(error instanceof ProviderError) || !error.retryable) return false
      const retryAfter = error.details.retryAfterMs
      return retryAfter === undefined || retryAfter <= retry.maxRetryAfterMs
    },
    onFailedAttempt: async ({ error, retriesConsumed, retriesLeft }) => {
      if (!(error instanceof ProviderError) || !error.retryable || retriesLeft <= 0) return
      const retryAfter = error.details.retryAfterMs
      if (retryAfter === undefined || retryAfter > retry.maxRetryAfterMs) return
      const extra = retryAfter - backoffDelay(retry, retriesConsumed)
      if (extra > 0) await waitFor(extra, signal)
    },
  })
}
