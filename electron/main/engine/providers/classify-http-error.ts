import { ProviderError } from './provider-error'

const contextTooLongPattern =
  /context[_ ]length|context window|maximum context|too many tokens|prompt is too long|input is too long|reduce the length|exceeds? the (model's )?(maximum|context)/i

const modelMissingPattern = /model/i

/** Pulls the provider's own message out of a JSON error body (OpenAI and Anthropic both use `error.message`). */
export function providerMessage(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body)
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      const error = (parsed as { error: unknown }).error
      if (typeof error === 'string') return error
      if (typeof error === 'object' && error !== null && 'message' in error) {
        const message = (error as { message: unknown }).message
        if (typeof message === 'string') return message
      }
    }
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const message = (parsed as { message: unknown }).message
      if (typeof message === 'string') return message
    }
  } catch {
    // Not JSON: the body itself is the best message there is.
  }
  return body.trim().slice(0, 500)
}

export interface HttpFailure {
  status: number
  body: string
  retryAfterMs: number | undefined
  providerName: string
  model: string
  baseUrl: string
}

/** Turns a non-2xx answer into an error that tells the user what to do next. */
export function classifyHttpError(failure: HttpFailure): ProviderError {
  const { status, providerName, model } = failure
  const detail = providerMessage(failure.body)
  const said = detail ? ` ${providerName} said: ${detail}` : ''
  const details = { status, retryAfterMs: failure.retryAfterMs }
  if (contextTooLongPattern.test(detail)) {
    return new ProviderError(
      'context-too-long',
      `The conversation is longer than ${model} accepts.${said}`,
      'Compact the conversation (ask the agent to compress its context) or start a new session.',
      details,
    )
  }
  if (status === 401 || status === 403) {
    return new ProviderError(
      'auth',
      `${providerName} refused the API key (HTTP ${status}).${said}`,
      `Check the API key for ${providerName} in Settings → Model providers.`,
      details,
    )
  }
  if (
    status === 404 ||
    (status === 400 && modelMissingPattern.test(detail) && /not (found|exist)|unknown|invalid model/i.test(detail))
  ) {
    return new ProviderError(
      'model-not-found',
      `${providerName} does not know the model "${model}" (HTTP ${status}).${said}`,
      `Check the model name in Settings → Model providers, and that ${failure.baseUrl} is the right base URL.`,
      details,
    )
  }
  if (status === 429) {
    return new ProviderError(
      'rate-limit',
      `${providerName} is rate limiting requests (HTTP 429).${said}`,
      'Wait a minute and try again, or check the plan and quota of this API key.',
      { ...details, retryable: true },
    )
  }
  if (status >= 500) {
    return new ProviderError(
      'server',
      `${providerName} had a server error (HTTP ${status}).${said}`,
      'Try again shortly; if it persists, check the provider status page or the local server log.',
      { ...details, retryable: true },
    )
  }
  return new ProviderError(
    'bad-request',
    `${providerName} rejected the request (HTTP ${status}).${said}`,
    'Check the provider settings (base URL, model, tool protocol) in Settings → Model providers.',
    details,
  )
}
