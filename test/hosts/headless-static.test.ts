import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type HeadlessServer, startHeadlessServer } from '../../electron/main/hosts/headless/server'
import { createTestEngine, type TestEngine } from '../helpers/test-engine'
import { rawRequest } from './raw-http'

let engine: TestEngine
let server: HeadlessServer
let parent: string
let root: string

beforeEach(async () => {
  engine = await createTestEngine()
  parent = mkdtempSync(join(tmpdir(), 'astro-static-'))
  root = join(parent, 'renderer')
  mkdirSync(join(root, 'assets'), { recursive: true })
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>AstroResearch</title>')
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)')
  writeFileSync(join(root, 'assets', 'index-abc.css'), 'body{}')
  writeFileSync(join(parent, 'secret.txt'), 'TOP-SECRET')
  symlinkSync(join(parent, 'secret.txt'), join(root, 'assets', 'linked.txt'))
  server = await startHeadlessServer({ engine, staticDir: root })
})

afterEach(async () => {
  await server.close()
  await engine.dispose()
  rmSync(parent, { recursive: true, force: true })
})

const get = (path: string) => rawRequest({ port: server.port, path })

describe('headless host: static files', () => {
  it('serves index.html with a strict CSP and nosniff', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('<title>AstroResearch</title>')
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends the right MIME types', async () => {
    expect((await get('/assets/index-abc.js')).headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect((await get('/assets/index-abc.css')).headers['content-type']).toBe('text/css; charset=utf-8')
  })

  it('falls back to index.html for app routes but not for missing assets', async () => {
    const route = await get('/sessions/abc')
    expect(route.status).toBe(200)
    expect(route.body).toContain('<title>AstroResearch</title>')
    expect((await get('/assets/missing.js')).status).toBe(404)
  })

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%5csecret.txt',
    '/assets/%00index-abc.js',
    '/assets/linked.txt',
  ])('refuses to leave the renderer folder: %s', async (path) => {
    const response = await get(path)
    expect(response.body).not.toContain('TOP-SECRET')
    expect([403, 404]).toContain(response.status)
  })

  it('says how to build the interface when it is missing', async () => {
    rmSync(join(root, 'index.html'))
    const response = await get('/')
    expect(response.status).toBe(503)
    expect(JSON.parse(response.body)).toMatchObject({
      code: 'renderer-not-built',
      hint: expect.stringMatching(/build/),
    })
  })
})
