import type { z } from 'zod'
import { WebError } from '../web-error'

function explainStatus(label: string, status: number, detail: string): string {
  const said = detail ? ` It said: ${detail}` : ''
  if (status === 401 || status === 403) {
    return `${label} rejected the API key (HTTP ${status}). Check the web search key in Settings → Services.${said}`
  }
  if (status === 429) return `${label} is rate limiting or the quota is used up (HTTP 429). Wait and retry.${said}`
  return `${label} answered HTTP ${status}.${said}`
}

function errorDetail(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object') {
      for (const key of ['msg', 'message', 'error', 'detail']) {
        const value = (parsed as Record<string, unknown>)[key]
        if (typeof value === 'string' && value) return value
        if (value && typeof value === 'object') return JSON.stringify(value).slice(0, 300)
      }
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return body.slice(0, 300)
}

/** Calls a search API and validates its JSON answer; every failure becomes a WebError that says what to do. */
export async function requestJson<Schema extends z.ZodType>(
  label: string,
  url: string,
  init: RequestInit & { signal: AbortSignal },
  schema: Schema,
): Promise<z.output<Schema>> {
  const response = await fetch(url, init).catch((error: unknown) => {
    throw new WebError(`${label} could not be reached at ${new URL(url).origin}: ${(error as Error).message}.`)
  })
  const body = await response.text()
  if (!response.ok) throw new WebError(explainStatus(label, response.status, errorDetail(body)))
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    throw new WebError(`${label} answered something that is not JSON; check the base URL in Settings → Services.`)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    throw new WebError(`${label} answered in an unexpected format (${parsed.error.issues[0]?.message ?? 'invalid'}).`)
  }
  return parsed.data
}
