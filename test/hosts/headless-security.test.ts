import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type HeadlessServer, startHeadlessServer } from '../../electron/main/hosts/headless/server'
import { MAX_PDF_UPLOAD_BYTES } from '../../electron/shared/contract/commands/library-add'
import { sharedFixture } from '../helpers/shared-fixtures'
import { createTestEngine, type TestEngine } from '../helpers/test-engine'
import { type RawResponse, rawRequest, readEventStream } from './raw-http'

let engine: TestEngine
let server: HeadlessServer

beforeEach(async () => {
  engine = await createTestEngine()
  server = await startHeadlessServer({ engine, staticDir: mkdtempSync(join(tmpdir(), 'astro-static-')) })
  await engine.handlers['session.create']({ title: 'Existing session' }, { signal: new AbortController().signal })
})

afterEach(async () => {
  await server.close()
  await engine.dispose()
})

function invoke(command: string, body: string | Buffer, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest({
    port: server.port,
    method: 'POST',
    path: `/api/invoke/${command}`,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.token}`, ...headers },
    body,
  })
}

const createBody = JSON.stringify({ title: 'Should never exist' })

/** Runs a refused request and checks that the engine neither stored anything nor announced anything. */
async function expectRefusedWithoutEffect(send: () => Promise<RawResponse>, status: number, code: string) {
  const sessionsBefore = await engine.handlers['session.list']({}, { signal: new AbortController().signal })
  const seqBefore = engine.events.lastSeq()
  const response = await send()
  expect(response.status).toBe(status)
  const error = JSON.parse(response.body) as { code: string; message: string; hint?: string }
  expect(error.code).toBe(code)
  expect(error.message.length).toBeGreaterThan(10)
  expect(await engine.handlers['session.list']({}, { signal: new AbortController().signal })).toEqual(sessionsBefore)
  expect(engine.events.lastSeq()).toBe(seqBefore)
  return error
}

describe('headless host: authentication', () => {
  it('answers a valid bearer token (the control case)', async () => {
    const response = await invoke('session.create', createBody)
    expect(response.status).toBe(200)
    expect(await engine.handlers['session.list']({}, { signal: new AbortController().signal })).toHaveLength(2)
  })

  it('refuses a request without a token with 401', async () => {
    const error = await expectRefusedWithoutEffect(
      () => invoke('session.create', createBody, { Authorization: '' }),
      401,
      'unauthorized',
    )
    expect(error.hint).toMatch(/token/)
  })

  it('refuses a wrong bearer token and a wrong cookie with 401', async () => {
    await expectRefusedWithoutEffect(
      () => invoke('session.create', createBody, { Authorization: `Bearer ${'x'.repeat(43)}` }),
      401,
      'unauthorized',
    )
    await expectRefusedWithoutEffect(
      () =>
        invoke('session.create', createBody, {
          Authorization: '',
          Cookie: `astro_token_${server.port}=wrong`,
        }),
      401,
      'unauthorized',
    )
  })

  it('refuses the event stream without a token', async () => {
    const stream = await readEventStream({ port: server.port, path: '/api/events', headers: {}, until: () => true })
    expect(stream.status).toBe(401)
  })

  it('sets no cookie for a wrong launch token', async () => {
    const launch = await rawRequest({ port: server.port, path: '/?token=not-the-token' })
    expect(launch.status).toBe(401)
    expect(launch.headers['set-cookie']).toBeUndefined()
  })
})

describe('headless host: DNS rebinding and CSRF', () => {
  it('refuses a foreign Host header with 403, even with the right token', async () => {
    await expectRefusedWithoutEffect(
      () => invoke('session.create', createBody, { Host: `attacker.example:${server.port}` }),
      403,
      'forbidden-host',
    )
    await expectRefusedWithoutEffect(
      () => invoke('session.create', createBody, { Host: `127.0.0.1:${server.port + 1}` }),
      403,
      'forbidden-host',
    )
  })

  it('refuses a foreign or opaque Origin with 403 and accepts its own', async () => {
    await expectRefusedWithoutEffect(
      () => invoke('session.create', createBody, { Origin: 'http://attacker.example' }),
      403,
      'forbidden-origin',
    )
    await expectRefusedWithoutEffect(
      () => invoke('session.create', createBody, { Origin: 'null' }),
      403,
      'forbidden-origin',
    )
    const own = await invoke('session.list', '{}', {
      Origin: `http://localhost:${server.port}`,
      Host: `localhost:${server.port}`,
    })
    expect(own.status).toBe(200)
  })
})

describe('headless host: input checks', () => {
  it('refuses malformed JSON with 400 and says so', async () => {
    const error = await expectRefusedWithoutEffect(
      () => invoke('session.create', '{"title": "unterminated'),
      400,
      'invalid-json',
    )
    expect(error.message).toMatch(/not valid JSON/)
  })

  it('refuses a body over 1 MB with 413 and names the limit', async () => {
    const huge = JSON.stringify({ title: 'x'.repeat(1024 * 1024) })
    const error = await expectRefusedWithoutEffect(() => invoke('session.create', huge), 413, 'body-too-large')
    expect(error.message).toContain('1 MB')
  })

  it('takes a PDF upload far over 1 MB on the upload commands only, and refuses one over the upload limit', async () => {
    const pdf = readFileSync(sharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf'))
    const base64 = Buffer.concat(Array.from({ length: 4 }, () => pdf)).toString('base64')
    expect(base64.length).toBeGreaterThan(1024 * 1024)
    const accepted = await invoke('library.addPdf', JSON.stringify({ fileName: 'big.pdf', base64 }))
    expect(accepted.status).toBe(200)
    expect(JSON.parse(accepted.body)).toMatchObject({ job: { input: 'big.pdf' } })
    const oversized = JSON.stringify({
      fileName: 'huge.pdf',
      base64: 'A'.repeat(Math.ceil(MAX_PDF_UPLOAD_BYTES / 3) * 4 + 128 * 1024),
    })
    const refused = await invoke('library.addPdf', oversized)
    expect(refused.status).toBe(413)
  })

  it('refuses schema-invalid input with 400 naming the field', async () => {
    const error = await expectRefusedWithoutEffect(
      () => invoke('session.create', JSON.stringify({ title: 42 })),
      400,
      'invalid-input',
    )
    expect(error.message).toMatch(/title/)
  })

  it('refuses an unknown command with 404', async () => {
    await expectRefusedWithoutEffect(() => invoke('session.explode', createBody), 404, 'unknown-command')
  })

  it('refuses a non-JSON content type with 415', async () => {
    await expectRefusedWithoutEffect(
      () => invoke('session.create', 'title=x', { 'Content-Type': 'application/x-www-form-urlencoded' }),
      415,
      'unsupported-media-type',
    )
  })

  it('refuses a malformed Last-Event-ID with 400', async () => {
    const stream = await readEventStream({
      port: server.port,
      path: '/api/events',
      headers: { Authorization: `Bearer ${server.token}`, 'Last-Event-ID': 'yesterday' },
      until: () => true,
    })
    expect(stream.status).toBe(400)
    expect(stream.text).toMatch(/lastEventId/)
  })
})

describe('headless host: event stream', () => {
  it('sends ids and types, replays from Last-Event-ID, and sends heartbeats', async () => {
    await server.close()
    server = await startHeadlessServer({ engine, staticDir: tmpdir(), heartbeatMs: 20 })
    const first = engine.events.emit({ type: 'text-delta', sessionId: 's1', runId: 'r', step: 0, delta: 'one' })
    engine.events.emit({ type: 'text-delta', sessionId: 's1', runId: 'r', step: 0, delta: 'two' })
    const stream = await readEventStream({
      port: server.port,
      path: '/api/events?sessionId=s1',
      headers: { Authorization: `Bearer ${server.token}`, 'Last-Event-ID': String(first.seq) },
      until: (text) => text.includes(': heartbeat'),
    })
    expect(stream.status).toBe(200)
    expect(stream.text).not.toContain('"delta":"one"')
    expect(stream.text).toContain(`id: ${first.seq + 1}\nevent: text-delta\ndata: `)
    expect(stream.text).toContain('"delta":"two"')
  })

  it('accepts the replay point as a lastEventId query parameter too', async () => {
    const first = engine.events.emit({ type: 'text-delta', sessionId: 's1', runId: 'r', step: 0, delta: 'one' })
    engine.events.emit({ type: 'text-delta', sessionId: 's2', runId: 'r', step: 0, delta: 'other session' })
    engine.events.emit({ type: 'text-delta', sessionId: 's1', runId: 'r', step: 0, delta: 'two' })
    const stream = await readEventStream({
      port: server.port,
      path: `/api/events?sessionId=s1&types=text-delta&lastEventId=${first.seq - 1}`,
      headers: { Authorization: `Bearer ${server.token}` },
      until: (text) => text.includes('"delta":"two"'),
    })
    expect(stream.text.indexOf('"delta":"one"')).toBeLessThan(stream.text.indexOf('"delta":"two"'))
    expect(stream.text).not.toContain('other session')
  })

  it('names the events that fell out of the replay buffer instead of skipping them silently', async () => {
    await server.close()
    await engine.dispose()
    engine = await createTestEngine({ engine: { replayCapacity: 3 } })
    server = await startHeadlessServer({ engine, staticDir: tmpdir() })
    const emitted = [1, 2, 3, 4, 5, 6].map((index) =>
      engine.events.emit({ type: 'text-delta', sessionId: 's1', runId: 'r', step: 0, delta: `d${index}` }),
    )
    const stream = await readEventStream({
      port: server.port,
      path: '/api/events',
      headers: { Authorization: `Bearer ${server.token}`, 'Last-Event-ID': String(emitted[0]?.seq) },
      until: (text) => text.includes('"delta":"d6"'),
    })
    const first = emitted[0]?.seq ?? 0
    expect(stream.text).toContain(`event: gap\ndata: {"fromSeq":${first + 1},"toSeq":${first + 2}}`)
    expect(stream.text).toContain('"delta":"d4"')
    expect(stream.text).not.toContain('"delta":"d3"')
  })
})
