import { mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type HeadlessServer, startHeadlessServer } from '../../electron/main/hosts/headless/server'
import { createTestEngine, type TestEngine } from '../helpers/test-engine'
import { rawRequest } from '../hosts/raw-http'

let engine: TestEngine
let server: HeadlessServer

beforeEach(async () => {
  engine = await createTestEngine()
  const staticDir = mkdtempSync(join(tmpdir(), 'astro-static-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>AstroResearch</title>')
  server = await startHeadlessServer({ engine, staticDir, headersTimeoutMs: 500, requestTimeoutMs: 1500 })
})

afterEach(async () => {
  await server.close()
  await engine.dispose()
})

/** Sends `written` and never finishes the request; resolves with how long the server kept the socket open. */
function stall(written: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const socket = connect(server.port, '127.0.0.1', () => socket.write(written))
    socket.on('data', () => undefined)
    socket.on('error', reject)
    socket.on('close', () => resolve(performance.now() - started))
    setTimeout(() => {
      socket.destroy()
      resolve(Number.POSITIVE_INFINITY)
    }, 8000).unref()
  })
}

describe('the headless HTTP server against a hostile local client', () => {
  it('closes a connection whose headers never finish', async () => {
    expect(await stall(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Slow: `)).toBeLessThan(4000)
  }, 10_000)

  it('closes a connection whose body never finishes', async () => {
    const head = [
      `POST /api/invoke/session.list HTTP/1.1`,
      `Host: 127.0.0.1:${server.port}`,
      `Authorization: Bearer ${server.token}`,
      'Content-Type: application/json',
      'Content-Length: 100',
    ].join('\r\n')
    expect(await stall(`${head}\r\n\r\n{"a":`)).toBeLessThan(5000)
  }, 10_000)

  it('reads a BibTeX import larger than the 1 MB default body cap, up to the command’s own limit', async () => {
    const bibtex = '@article{Big2020, title = {A paper imported through a large request}}'
    // JSON allows whitespace between tokens: a body over 1 MB without making the BibTeX parser work for it.
    const body = `${JSON.stringify({ text: bibtex })}${' '.repeat(2 * 1024 * 1024)}`
    expect(body.length).toBeGreaterThan(1024 * 1024)
    const response = await rawRequest({
      port: server.port,
      method: 'POST',
      path: '/api/invoke/library.importBibtex',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.token}` },
      body,
    })
    expect(response.status, response.body.slice(0, 300)).toBe(200)
    expect((JSON.parse(response.body) as { papers: unknown[] }).papers).toHaveLength(1)
  })

  it('keeps the 1 MB cap for every other command', async () => {
    const response = await rawRequest({
      port: server.port,
      method: 'POST',
      path: '/api/invoke/session.create',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.token}` },
      body: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(response.status).toBe(413)
  })

  it('a launch link at /.//host does not redirect off-site', async () => {
    const launch = await rawRequest({ port: server.port, path: `/.//evil.example/?token=${server.token}` })
    expect(launch.headers.location).toBeUndefined()
    expect(launch.status).not.toBe(302)
  })
})
