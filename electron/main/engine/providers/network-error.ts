import { ProviderError } from './provider-error'

function causeCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && typeof (current as { code: unknown }).code === 'string') {
      return (current as { code: string }).code
    }
    current = 'cause' in current ? (current as { cause: unknown }).cause : undefined
  }
  return undefined
}

/** A failed connection, worded for the user: a refused connection usually means a local server is not running. */
export function networkError(error: unknown, providerName: string, baseUrl: string): ProviderError {
  const code = causeCode(error)
  if (code === 'ECONNREFUSED') {
    return new ProviderError(
      'connection-refused',
      `Could not connect to ${providerName} at ${baseUrl}: the connection was refused.`,
      'Is the server running? Start it (for example `ollama serve` or LM Studio’s server) or fix the base URL in Settings → Model providers.',
    )
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new ProviderError(
      'network',
      `Could not resolve the host of ${baseUrl}.`,
      'Check the base URL in Settings → Model providers and your network connection.',
    )
  }
  const reason = error instanceof Error ? error.message : String(error)
  return new ProviderError(
    'network',
    `The connection to ${providerName} failed (${code ?? reason}).`,
    'Check your network connection and the base URL, then try again.',
    { retryable: true },
  )
}
