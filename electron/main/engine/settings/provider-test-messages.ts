import { z } from 'zod'

const BODY_EXCERPT_CHARS = 200

/** OpenAI, Anthropic and vLLM put `{ error: { message } }`, Ollama and llama.cpp `{ error: "…" }`. */
const errorBodySchema = z.object({
  error: z.union([z.string(), z.object({ message: z.string() }).transform((error) => error.message)]),
})

function errorMessageOf(body: string): string {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(body))
    if (parsed.success) return parsed.data.error
  } catch {
    // Not JSON: the body is shown as it came.
  }
  return body
}

function excerpt(body: string, apiKey: string | null): string {
  const text = errorMessageOf(body).replace(/\s+/g, ' ').trim().slice(0, BODY_EXCERPT_CHARS)
  return apiKey ? text.split(apiKey).join('[redacted]') : text
}

/** What a failed HTTP answer means for the user, and what to do about it. */
export function describeStatus(
  status: number,
  url: string,
  body: string,
  apiKey: string | null,
  location: string | null = null,
): string {
  if (status >= 300 && status < 400) {
    const target = location ? ` to ${location}` : ''
    return `${url} redirects${target} (HTTP ${status}). Enter the final address as the base URL.`
  }
  if (status === 401 || status === 403) {
    return apiKey
      ? `The provider refused the API key (HTTP ${status}). Check the key in Settings and save it again.`
      : `The provider needs an API key (HTTP ${status}). Enter one in Settings.`
  }
  if (status === 404) {
    return `Nothing answers at ${url} (HTTP 404). Check the base URL: OpenAI-compatible servers usually end in /v1.`
  }
  if (status === 429) return `The provider is rate-limiting requests (HTTP 429). Wait a moment and try again.`
  const detail = excerpt(body, apiKey)
  const said = detail ? ` It said: “${detail}”.` : ''
  if (status >= 500) {
    return `The provider's server failed (HTTP ${status}).${said} Try again in a moment; if it keeps failing, check the server (or its status page).`
  }
  return `The provider refused the request (HTTP ${status}).${said} Check the base URL and model in Settings → Model providers.`
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as NodeJS.ErrnoException).code
    if (typeof code === 'string') return code
    current = current.cause
  }
  return undefined
}

/** What a request that got no HTTP answer means: the server is down, the name is wrong, or it took too long. */
export function describeFailure(error: unknown, url: string, timedOut: boolean, timeoutMs: number): string {
  const host = new URL(url).host
  if (timedOut) return `No answer from ${host} within ${timeoutMs / 1000} s. Check the base URL and your network.`
  switch (errorCode(error)) {
    case 'ECONNREFUSED':
      return `Could not connect to ${host}: connection refused. Is the server running, and is the base URL right?`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Could not find the host ${host}. Check the base URL and your network.`
    case 'ECONNRESET':
      return `The connection to ${host} was closed before it answered. Try again, or check a proxy or firewall.`
    default:
      if (error instanceof Error && error.name === 'AbortError') return 'The test was cancelled.'
      return `Could not reach ${host}: ${error instanceof Error ? error.message : String(error)}.`
  }
}
