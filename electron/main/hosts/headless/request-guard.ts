import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** Loopback names the server answers to; anything else is a DNS-rebinding attempt. */
export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`]
}

export function isAllowedHost(request: IncomingMessage, port: number): boolean {
  const host = request.headers.host?.toLowerCase()
  return host !== undefined && allowedHosts(port).includes(host)
}

/** Browsers send Origin on cross-site and on state-changing requests; a present one must be ours. */
export function isAllowedOrigin(request: IncomingMessage, port: number): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  return allowedHosts(port).some((host) => origin.toLowerCase() === `http://${host}`)
}

/** Each server gets its own cookie name: cookies are shared between ports of one host. */
export function tokenCookieName(port: number): string {
  return `astro_token_${port}`
}

export function tokensEqual(expected: string, candidate: string | undefined): boolean {
  if (candidate === undefined) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(candidate)
  return a.length === b.length && timingSafeEqual(a, b)
}

function readCookie(request: IncomingMessage, name: string): string | undefined {
  const header = request.headers.cookie
  if (header === undefined) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return undefined
}

function readBearer(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  return match?.[1]
}

/** The API accepts the session cookie (browser) or an `Authorization: Bearer` header (scripts, tests). */
export function isAuthorized(request: IncomingMessage, token: string, port: number): boolean {
  return tokensEqual(token, readBearer(request)) || tokensEqual(token, readCookie(request, tokenCookieName(port)))
}
