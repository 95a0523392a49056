import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** Loopback names the server answers to; anything else is a DNS-rebinding attempt. */
function allowedHosts(port: number): string[] {
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

export function tokensEqual(expected: string, candidate: string | undefined): boolean {
  if (candidate === undefined) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(candidate)
  return a.length === b.length && timingSafeEqual(a, b)
}

function readBearer(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  return match?.[1]
}

/** The API accepts only an `Authorization: Bearer` header: never a cookie, which other local servers would see. */
export function isAuthorized(request: IncomingMessage, token: string): boolean {
  return tokensEqual(token, readBearer(request))
}
