export type ProviderErrorCode =
  | 'auth'
  | 'model-not-found'
  | 'context-too-long'
  | 'rate-limit'
  | 'server'
  | 'connection-refused'
  | 'network'
  | 'bad-request'
  | 'bad-response'

/** A provider failure the user can act on: `message` says what happened, `hint` what to do next. */
export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    readonly hint: string,
    readonly details: { status?: number; retryAfterMs?: number; retryable?: boolean } = {},
  ) {
    super(message)
    this.name = 'ProviderError'
  }

  get retryable(): boolean {
    return this.details.retryable ?? false
  }
}
