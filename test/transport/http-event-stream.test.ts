import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AgentEvent } from '../../electron/shared/contract/events'
import { createHttpTransport } from '../../src/bridge/http-transport'
import { type LoopbackServer, startLoopbackServer } from '../helpers/loopback-server'

function delta(seq: number): AgentEvent {
  return { seq, at: 1, sessionId: 's1', runId: 'r', type: 'text-delta', step: 0, delta: `d${seq}` }
}

function sse(event: AgentEvent): string {
  return `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`
}

let server: LoopbackServer | null = null
const stops: (() => void)[] = []

afterEach(async () => {
  for (const stop of stops.splice(0)) stop()
  await server?.close()
  server = null
})

describe('HTTP transport event stream (client side)', () => {
  it('drops events it already has when a server replays too much, and drops events that fail the schema', async () => {
    let connection = 0
    server = await startLoopbackServer((_request, response) => {
      connection += 1
      response.writeHead(200, { 'Content-Type': 'text/event-stream' })
      if (connection === 1) {
        response.end(`event: ready\ndata: {"afterSeq":0}\n\n${sse(delta(1))}${sse(delta(2))}`)
        return
      }
      const broken = `id: 4\nevent: text-delta\ndata: {"seq":4,"type":"text-delta"}\n\n`
      response.write(`event: ready\ndata: {"afterSeq":0}\n\n${sse(delta(1))}${sse(delta(2))}${sse(delta(3))}${broken}`)
      response.write(sse(delta(5)))
    })
    const transport = createHttpTransport({ baseUrl: server.url, reconnectDelayMs: 5 })
    const received: AgentEvent[] = []
    stops.push(transport.subscribe({ sessionId: 's1', afterSeq: 0 }, (event) => received.push(event)))
    await vi.waitFor(() => expect(received.map((event) => event.seq)).toEqual([1, 2, 3, 5]))
    expect(server.requests[1]?.headers['last-event-id']).toBe('2')
    expect(server.requests[0]?.url).toBe('/api/events?sessionId=s1')
  })

  it('subscribers that follow events from now share one connection, each given what its filter matches', async () => {
    const progress = (seq: number): AgentEvent => ({
      seq,
      at: 1,
      sessionId: '*',
      runId: '',
      type: 'library-progress',
      paperId: 'p1',
      task: 'parse',
      fraction: 0.5,
      message: 'Parsing',
    })
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' })
      response.write(`event: ready\ndata: {"afterSeq":0}\n\n`)
      setTimeout(() => response.write(`${sse(delta(1))}${sse(progress(2))}`), 50)
    })
    const transport = createHttpTransport({ baseUrl: server.url })
    const sessionEvents: number[] = []
    const progressEvents: number[] = []
    const other: number[] = []
    stops.push(transport.subscribe({ sessionId: 's1' }, (event) => sessionEvents.push(event.seq)))
    stops.push(transport.subscribe({ types: ['library-progress'] }, (event) => progressEvents.push(event.seq)))
    stops.push(transport.subscribe({ sessionId: 's2', types: ['text-delta'] }, (event) => other.push(event.seq)))
    await vi.waitFor(() => expect(progressEvents).toEqual([2]))
    // The session filter lets global events through, as the engine's own filter does.
    expect(sessionEvents).toEqual([1, 2])
    expect(other).toEqual([])
    expect(server.requests.map((request) => request.url)).toEqual(['/api/events'])
  })

  it('tells the application which events the server could no longer replay', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' })
      response.write(
        `event: ready\ndata: {"afterSeq":1}\n\nevent: gap\ndata: {"fromSeq":2,"toSeq":7}\n\n${sse(delta(8))}`,
      )
    })
    const lost: unknown[] = []
    const received: AgentEvent[] = []
    const transport = createHttpTransport({ baseUrl: server.url, onEventsLost: (range) => lost.push(range) })
    stops.push(transport.subscribe({ afterSeq: 1 }, (event) => received.push(event)))
    await vi.waitFor(() => expect(received.map((event) => event.seq)).toEqual([8]))
    expect(lost).toEqual([{ fromSeq: 2, toSeq: 7 }])
  })

  it('stops reconnecting and reports it when the token is refused', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(401, { 'Content-Type': 'application/json' })
      response.end('{"code":"unauthorized","message":"no token"}')
    })
    const states: string[] = []
    const transport = createHttpTransport({
      baseUrl: server.url,
      reconnectDelayMs: 1,
      onConnectionChange: (state) => states.push(state),
    })
    stops.push(transport.subscribe({}, () => {}))
    await vi.waitFor(() => expect(states).toEqual(['unauthorized']))
    const invoke = transport.invoke('session.list', {})
    await expect(invoke).rejects.toMatchObject({ code: 'unauthorized', message: 'no token' })
    expect(server.requests.filter((request) => request.url.startsWith('/api/events'))).toHaveLength(1)
  })

  it('reports an unreachable server as such, with a hint', async () => {
    const transport = createHttpTransport({ baseUrl: 'http://127.0.0.1:9' })
    await expect(transport.invoke('app.info', {})).rejects.toMatchObject({
      code: 'unreachable',
      hint: expect.stringMatching(/still running/),
    })
  })
})
