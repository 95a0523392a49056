import { request } from 'node:http'

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A plain HTTP request with full control over Host, Origin and the path as written (no URL normalisation). */
export function rawRequest(options: {
  port: number
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { Host: `127.0.0.1:${options.port}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    outgoing.on('error', reject)
    // A server that refuses a large body answers before reading it and closes; the rest of the write then fails on a
    // socket the finished request no longer listens to.
    outgoing.on('socket', (socket) => socket.on('error', reject))
    outgoing.end(options.body)
  })
}

/** Reads an SSE response until `until` matches what has arrived, then closes it. */
export function readEventStream(options: {
  port: number
  path: string
  headers: Record<string, string>
  until: (text: string) => boolean
}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        headers: { Host: `127.0.0.1:${options.port}`, ...options.headers },
      },
      (response) => {
        let text = ''
        const finish = () => {
          response.destroy()
          resolve({ status: response.statusCode ?? 0, text })
        }
        if (response.statusCode !== 200) {
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8')
          })
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
          return
        }
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8')
          if (options.until(text)) finish()
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}
