import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LoopbackServer {
  url: string
  /** Every request the server saw, in order. */
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[]
  close(): Promise<void>
}

export type LoopbackHandler = (
  request: IncomingMessage & { body: string },
  response: ServerResponse,
) => void | Promise<void>

/**
 * A real HTTP server on 127.0.0.1 (a random port unless given), for replaying recorded responses to the real
 * clients.
 */
export async function startLoopbackServer(handler: LoopbackHandler, port = 0): Promise<LoopbackServer> {
  const requests: LoopbackServer['requests'] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      requests.push({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body })
      Promise.resolve(handler(Object.assign(request, { body }), response)).catch((error: unknown) => {
        response.statusCode = 500
        response.end(String(error))
      })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is taken; stop what listens there.`) : error),
    )
    server.listen(port, '127.0.0.1', resolve)
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
