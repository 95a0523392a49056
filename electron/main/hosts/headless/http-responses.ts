import type { ServerResponse } from 'node:http'
import type { TransportErrorShape } from '../../../shared/contract/transport'
import { contentSecurityPolicy } from '../common/content-security-policy'

/** Headers every response carries, whatever it serves. */
export function setSecurityHeaders(response: ServerResponse): void {
  response.setHeader('Content-Security-Policy', contentSecurityPolicy)
  response.setHeader('X-Content-Type-Options', 'nosniff')
  response.setHeader('Referrer-Policy', 'no-referrer')
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  response.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
  response.setHeader('X-Frame-Options', 'DENY')
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) {
    response.end()
    return
  }
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  })
  response.end(text)
}

export function sendError(response: ServerResponse, status: number, error: TransportErrorShape): void {
  sendJson(response, status, error)
}
