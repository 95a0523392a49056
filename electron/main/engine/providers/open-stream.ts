import { parseRetryAfter } from '../retry/retry-after'
import type { RetryPolicy } from '../retry/retry-policy'
import { retryWithBackoff } from '../retry/retry-with-backoff'
import { classifyHttpError } from './classify-http-error'
import { networkError } from './network-error'
import { ProviderError } from './provider-error'

export interface StreamRequest {
  url: string
  headers: Record<string, string>
  body: unknown
  providerName: string
  model: string
  baseUrl: string
  retry: RetryPolicy
}

async function attempt(request: StreamRequest, signal: AbortSignal): Promise<Response> {
  let response: Response
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...request.headers },
      body: JSON.stringify(request.body),
      signal,
    })
  } catch (error) {
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted')
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
  return retryWithBackoff(() => attempt(request, signal), {
    policy: request.retry,
    signal,
    shouldRetry: (error) => error instanceof ProviderError && error.retryable,
    retryAfterMs: (error) => (error instanceof ProviderError ? error.details.retryAfterMs : undefined),
  })
}
