import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import type { EngineCore } from '../common/engine-core'
import { CallRegistry } from './call-registry'
import { createEventStreams, handleEvents } from './events-route'
import { sendError, setSecurityHeaders } from './http-responses'
import { handleCancel, handleInvoke } from './invoke-route'
import { DEFAULT_MAX_BODY_BYTES } from './read-json-body'
import { isAllowedHost, isAllowedOrigin, isAuthorized } from './request-guard'
import { serveStatic } from './static-files'
import { checkTokenLink } from './token-link'

interface HeadlessServerOptions {
  engine: EngineCore
  /** 0 (the default) lets the OS pick a free port. */
  port?: number
  /** The built renderer (out/renderer). */
  staticDir: string
  heartbeatMs?: number
  maxBodyBytes?: number
  onError?: (error: unknown) => void
  /** Every browser window has gone (its event stream closed and did not come back within the grace period). */
  onAllWindowsClosed?: () => void
  idleGraceMs?: number
  headersTimeoutMs?: number
  requestTimeoutMs?: number
}

export interface HeadlessServer {
  port: number
  /** http://127.0.0.1:<port> */
  origin: string
  /** The URL to open once: it carries the token, which the page keeps in its tab and strips from the address bar. */
  launchUrl: string
  token: string
  /** Ends every open event stream, as a network drop would. */
  dropEventStreams(): void
  close(): Promise<void>
}

const DEFAULT_HEARTBEAT_MS = 15_000
/** A client that stalls its headers is cut off instead of holding a socket forever. */
const DEFAULT_HEADERS_TIMEOUT_MS = 10_000
/** Whole request, body included (a 64 MB BibTeX import over loopback takes well under a second). */
const DEFAULT_REQUEST_TIMEOUT_MS = 60_000

/** The headless host: the contract over HTTP + SSE on 127.0.0.1, plus the built renderer. */
export async function startHeadlessServer(options: HeadlessServerOptions): Promise<HeadlessServer> {
  const token = randomBytes(32).toString('base64url')
  const staticDir = resolve(options.staticDir)
  const calls = new CallRegistry()
  const streams = createEventStreams({ idleGraceMs: options.idleGraceMs, onIdle: options.onAllWindowsClosed })
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  let port = 0

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    setSecurityHeaders(response)
    if (!isAllowedHost(request, port)) {
      sendError(response, 403, {
        code: 'forbidden-host',
        message: `Requests must be addressed to 127.0.0.1:${port} or localhost:${port}.`,
        hint: 'Open the URL printed in the terminal.',
      })
      return
    }
    if (!isAllowedOrigin(request, port)) {
      sendError(response, 403, {
        code: 'forbidden-origin',
        message: 'Requests from other web sites are refused.',
        hint: 'Use AstroResearch from its own page.',
      })
      return
    }
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
    const method = request.method ?? 'GET'

    if (url.pathname.startsWith('/api/')) {
      if (!isAuthorized(request, token)) {
        request.resume()
        sendError(response, 401, {
          code: 'unauthorized',
          message: 'This request carries no valid access token.',
          hint: 'Open the URL with ?token=… printed in the terminal where AstroResearch was started.',
        })
        return
      }
      await routeApi(request, response, url, method)
      return
    }
    if (method !== 'GET' && method !== 'HEAD') {
      sendError(response, 405, { code: 'method-not-allowed', message: `${method} is not allowed here.` })
      return
    }
    const offeredToken = url.searchParams.get('token')
    if (offeredToken !== null && !checkTokenLink(response, offeredToken, token)) return
    await serveStatic(response, staticDir, url.pathname)
  }

  async function routeApi(request: IncomingMessage, response: ServerResponse, url: URL, method: string) {
    const invoke = /^\/api\/invoke\/([A-Za-z0-9._-]+)$/.exec(url.pathname)
    const cancel = /^\/api\/cancel\/([A-Za-z0-9_-]+)$/.exec(url.pathname)
    if (invoke?.[1] !== undefined && method === 'POST') {
      await handleInvoke(request, response, invoke[1], {
        engine: options.engine,
        calls,
        maxBodyBytes,
      })
    } else if (cancel?.[1] !== undefined && method === 'POST') {
      request.resume()
      handleCancel(response, cancel[1], calls)
    } else if (url.pathname === '/api/events' && method === 'GET') {
      handleEvents(request, response, url, { engine: options.engine, heartbeatMs, streams })
    } else {
      request.resume()
      const known = invoke !== null || cancel !== null || url.pathname === '/api/events'
      sendError(response, known ? 405 : 404, {
        code: known ? 'method-not-allowed' : 'not-found',
        message: known ? `${method} is not allowed on ${url.pathname}.` : `No API endpoint ${url.pathname}.`,
      })
    }
  }

  const headersTimeout = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS
  const serverOptions = {
    headersTimeout,
    requestTimeout: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    // How often stalled requests are looked for; Node's 30 s default would stretch a 10 s limit to 40 s.
    connectionsCheckingInterval: Math.min(1000, headersTimeout),
  }
  const server = createServer(serverOptions, (request, response) => {
    route(request, response).catch((error: unknown) => {
      options.onError?.(error)
      sendError(response, 500, {
        code: 'internal',
        message: error instanceof Error ? error.message : String(error),
        hint: 'The log file in the data directory has the details.',
      })
    })
  })
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', rejectListen)
      resolveListen()
    })
  })
  port = (server.address() as AddressInfo).port
  const origin = `http://127.0.0.1:${port}`

  return {
    port,
    origin,
    launchUrl: `${origin}/?token=${token}`,
    token,
    dropEventStreams: () => streams.closeAll('drop'),
    close: () =>
      new Promise<void>((resolveClose) => {
        calls.cancelAll()
        streams.closeAll('shutdown')
        server.close(() => resolveClose())
        server.closeAllConnections()
      }),
  }
}
