import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type HeadlessServer, startHeadlessServer } from '../../electron/main/hosts/headless/server'
import { createTestEngine, type TestEngine } from '../helpers/test-engine'
import { rawRequest } from '../hosts/raw-http'

// The browser half (a second loopback server sees no token, the address bar loses it) is e2e/headless-token.spec.ts.
let engine: TestEngine
let server: HeadlessServer

beforeEach(async () => {
  engine = await createTestEngine()
  const staticDir = mkdtempSync(join(tmpdir(), 'astro-static-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>AstroResearch</title>')
  server = await startHeadlessServer({ engine, staticDir })
})

afterEach(async () => {
  await server.close()
  await engine.dispose()
})

describe('the headless token never becomes a cookie', () => {
  it('the launch link serves the page and sets no cookie', async () => {
    const launch = await rawRequest({ port: server.port, path: `/?token=${server.token}` })
    expect(launch.status).toBe(200)
    expect(launch.headers['set-cookie']).toBeUndefined()
    expect(launch.body).toContain('<title>AstroResearch</title>')
  })

  it('the right token in a cookie is not a credential: every local server on 127.0.0.1 would receive it', async () => {
    for (const name of [`astro_token_${server.port}`, 'token']) {
      const response = await rawRequest({
        port: server.port,
        method: 'POST',
        path: '/api/invoke/session.list',
        headers: { 'Content-Type': 'application/json', Cookie: `${name}=${server.token}` },
        body: '{}',
      })
      expect(response.status).toBe(401)
    }
  })
})
