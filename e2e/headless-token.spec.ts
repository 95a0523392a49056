import { type LoopbackServer, startLoopbackServer } from '../test/helpers/loopback-server'
import { expect, test } from './support/fixtures'

// Threat: a hostile program serving another port on 127.0.0.1 (cookies do not isolate ports). See test/security/.
let other: LoopbackServer

test.beforeAll(async () => {
  other = await startLoopbackServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>Another local server</title><img src="/pixel">')
  })
})

test.afterAll(async () => {
  await other.close()
})

test('the token leaves the address bar, survives a reload, and no other local server receives it', async ({
  page,
  context,
  host,
  openApp,
}) => {
  const token = new URL(host.launchUrl).searchParams.get('token') ?? ''
  expect(token.length).toBeGreaterThan(20)
  await openApp()
  expect(page.url()).not.toContain(token)
  expect(await page.evaluate(() => window.location.href)).not.toContain('token=')
  await page.getByRole('navigation', { name: 'Sessions' }).getByRole('button', { name: '+ New session' }).click()
  await expect(page.locator('.session-select')).toHaveCount(1)

  await page.reload()
  await expect(page.locator('.session-select')).toHaveCount(1)
  expect(await context.cookies()).toEqual([])

  await page.goto(`${other.url}/`)
  await page.evaluate(async (origin) => {
    await fetch(`${origin}/probe`, { credentials: 'include' }).catch(() => undefined)
  }, other.url)
  await expect.poll(() => other.requests.some((request) => request.url === '/probe')).toBe(true)
  expect(other.requests.length).toBeGreaterThan(1)
  for (const request of other.requests) expect(JSON.stringify(request)).not.toContain(token)
})
