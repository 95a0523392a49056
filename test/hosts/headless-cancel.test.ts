import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EngineCore } from '../../electron/main/hosts/common/engine-core'
import { type HeadlessServer, startHeadlessServer } from '../../electron/main/hosts/headless/server'
import { createTestEngine, type TestEngine } from '../helpers/test-engine'
import { rawRequest } from './raw-http'

let engine: TestEngine
let server: HeadlessServer
let started: Promise<void>
let aborted: Promise<string>

beforeEach(async () => {
  engine = await createTestEngine()
  let markStarted: () => void = () => {}
  let markAborted: (reason: string) => void = () => {}
  started = new Promise((resolve) => {
    markStarted = resolve
  })
  aborted = new Promise((resolve) => {
    markAborted = resolve
  })
  const core: EngineCore = {
    events: engine.events,
    handlers: {
      ...engine.handlers,
      'session.list': (_input, { signal }) =>
        new Promise((_resolve, reject) => {
          markStarted()
          signal.addEventListener('abort', () => {
            markAborted(String(signal.reason))
            reject(new Error('stopped'))
          })
        }),
    },
  }
  server = await startHeadlessServer({ engine: core, staticDir: tmpdir() })
})

afterEach(async () => {
  await server.close()
  await engine.dispose()
})

function startListCall(callId: string) {
  return rawRequest({
    port: server.port,
    method: 'POST',
    path: '/api/invoke/session.list',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.token}`, 'X-Call-Id': callId },
    body: '{}',
  })
}

function cancel(callId: string) {
  return rawRequest({
    port: server.port,
    method: 'POST',
    path: `/api/cancel/${callId}`,
    headers: { Authorization: `Bearer ${server.token}` },
  })
}

describe('headless host: cancelling', () => {
  it('POST /api/cancel/<callId> aborts the running handler and the call answers cancelled', async () => {
    const call = startListCall('call-abc')
    await started
    const cancelled = await cancel('call-abc')
    expect(JSON.parse(cancelled.body)).toEqual({ cancelled: true })
    expect(await aborted).toMatch(/Cancelled by the client/)
    const response = await call
    expect(response.status).toBe(499)
    expect(JSON.parse(response.body)).toMatchObject({ code: 'cancelled' })
  })

  it('closing the request aborts the handler', async () => {
    const outgoing = request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/api/invoke/session.list',
      headers: {
        Host: `127.0.0.1:${server.port}`,
        'Content-Type': 'application/json',
        Authorization: `Bearer ${server.token}`,
      },
    })
    outgoing.on('error', () => undefined)
    outgoing.end('{}')
    await started
    outgoing.destroy()
    expect(await aborted).toMatch(/closed the request/)
  })

  it('says when there was nothing to cancel, and refuses cancelling without the token', async () => {
    expect(JSON.parse((await cancel('never-started')).body)).toEqual({ cancelled: false })
    const anonymous = await rawRequest({ port: server.port, method: 'POST', path: '/api/cancel/never-started' })
    expect(anonymous.status).toBe(401)
  })
})
