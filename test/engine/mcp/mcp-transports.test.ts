import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import type { FakeModelServer } from '../../helpers/fake-model/fake-model-server'
import { startLoopbackServer } from '../../helpers/loopback-server'
import { useTempDir } from '../../helpers/temp-dir'
import type { TestEngine } from '../../helpers/test-engine'
import {
  answer,
  approveAll,
  context,
  engineWithMcp,
  everythingServer,
  filesystemServer,
  runPrompt,
  startEverythingHttp,
  startScriptedModel,
  toolCall,
  waitFor,
} from './mcp-test-support'

const tempDir = useTempDir('astro-mcp-')
let engine: TestEngine | undefined
let model: FakeModelServer | undefined
let stopHttp: (() => Promise<void>) | undefined
afterEach(async () => {
  await engine?.dispose()
  await model?.close()
  await stopHttp?.()
  engine = undefined
  model = undefined
  stopHttp = undefined
})

const firstResult = (events: AgentEvent[]) =>
  events.find((event): event is Extract<AgentEvent, { type: 'tool-result' }> => event.type === 'tool-result')

describe('MCP transports and listings against the real reference servers', () => {
  it('talks to server-everything over streamable HTTP: tools in a run, resources and prompts listed', async () => {
    const http = await startEverythingHttp()
    stopHttp = http.stop
    model = await startScriptedModel([toolCall('mcp__web__get-sum', { a: 2, b: 3 }), answer('Five.')])
    engine = await engineWithMcp(model, [
      { name: 'web', enabled: true, transport: 'http', url: http.url, headerNames: [] },
    ])
    const status = await engine.handlers['mcp.restart']({ name: 'web' }, context)
    expect(status).toMatchObject({ state: 'ready', transport: 'http' })
    expect(status.tools).toEqual(expect.arrayContaining(['mcp__web__echo', 'mcp__web__get-sum']))

    const { resources } = await engine.handlers['mcp.resources']({ name: 'web' }, context)
    expect(resources.length).toBeGreaterThan(0)
    expect(resources[0]?.uri).toMatch(/^demo:\/\/|^\w+:\/\//)
    const { prompts } = await engine.handlers['mcp.prompts']({ name: 'web' }, context)
    expect(prompts.map((prompt) => prompt.name)).toEqual(expect.arrayContaining(['simple-prompt', 'args-prompt']))

    const events = await runPrompt(engine, 'Add 2 and 3', approveAll(engine, []))
    expect(firstResult(events)).toMatchObject({ isError: false, output: expect.stringContaining('5') })
  })

  it('reads a file through server-filesystem over stdio', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'observing-log.txt'), 'Night 1: M31 seeing 0.8 arcsec\n')
    model = await startScriptedModel([
      toolCall('mcp__filesystem__read_text_file', { path: join(dir, 'observing-log.txt') }),
      answer('Seeing was 0.8 arcsec.'),
    ])
    engine = await engineWithMcp(model, [
      {
        name: 'filesystem',
        enabled: true,
        transport: 'stdio',
        command: process.execPath,
        args: [filesystemServer, dir],
        cwd: '',
        envNames: [],
      },
    ])
    const asked: string[] = []
    const events = await runPrompt(engine, 'What was the seeing?', approveAll(engine, asked))
    expect(asked).toEqual(['mcp__filesystem__read_text_file'])
    expect(firstResult(events)).toMatchObject({
      isError: false,
      output: expect.stringContaining('Night 1: M31 seeing 0.8 arcsec'),
    })
  })

  it('imports an mcpServers file: environment values become secrets the window, logs and model never see', async () => {
    const secret = 'tok-9f8e7d6c5b4a'
    model = await startScriptedModel([toolCall('mcp__everything__get-env', {}), answer('Done.')])
    engine = await engineWithMcp(model, [])
    const file = JSON.stringify({
      mcpServers: {
        everything: {
          command: process.execPath,
          args: [everythingServer, 'stdio'],
          env: { ASTRO_SURVEY_TOKEN: secret },
        },
        'remote docs': { url: 'http://127.0.0.1:9/mcp', headers: { Authorization: 'Bearer abc12345' }, disabled: true },
      },
    })
    const { imported } = await engine.handlers['mcp.import']({ json: file }, context)
    expect(imported).toEqual([
      expect.objectContaining({ name: 'everything', transport: 'stdio', envNames: ['ASTRO_SURVEY_TOKEN'] }),
      expect.objectContaining({
        name: 'remote-docs',
        transport: 'http',
        enabled: false,
        headerNames: ['Authorization'],
      }),
    ])
    const view = await engine.handlers['settings.get']({}, context)
    expect(view.secretsSet).toEqual(
      expect.arrayContaining(['mcp:everything:env:ASTRO_SURVEY_TOKEN', 'mcp:remote-docs:header:Authorization']),
    )
    expect(JSON.stringify(view)).not.toContain(secret)
    expect(JSON.stringify(view)).not.toContain('abc12345')

    const events = await runPrompt(engine, 'Show the environment', approveAll(engine, []))
    const output = firstResult(events)?.output ?? ''
    expect(output).toContain('ASTRO_SURVEY_TOKEN')
    expect(output).not.toContain(secret)
    expect(JSON.stringify(model.requests())).not.toContain(secret)
    const { log } = await engine.handlers['mcp.status']({ name: 'everything' }, context)
    expect(log.join('\n')).toMatch(/Ready with \d+ tools/)
    expect(readFileSync(join(engine.dataDir, 'logs', 'mcp', 'everything.log'), 'utf8')).not.toContain(secret)
  })

  it('refuses a file that is not an mcpServers document and changes nothing', async () => {
    model = await startScriptedModel([answer('ok')])
    engine = await engineWithMcp(model, [])
    await expect(
      engine.handlers['mcp.import']({ json: '{"servers": {"x": {"command": "y"}}}' }, context),
    ).rejects.toMatchObject({ code: 'mcp-invalid-config', hint: expect.stringContaining('mcpServers') })
    await expect(
      engine.handlers['mcp.import']({ json: '{"mcpServers": {"a": {"command": "ok"}, "b": {"args": []}}}' }, context),
    ).rejects.toMatchObject({ message: expect.stringContaining('"b": give either "command"') })
    const view = await engine.handlers['settings.get']({}, context)
    expect(view.settings.mcp.servers).toEqual([])
  })
})

describe('an HTTP server that refuses the connection', () => {
  it('receives the stored headers; the refusal is its last error and the header value shows nowhere', async () => {
    const token = 'Bearer mcp-key-7a6b5c4d'
    const refusing = await startLoopbackServer((_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' })
      response.end('{"error":"invalid token"}')
    })
    try {
      model = await startScriptedModel([answer('ok')])
      engine = await engineWithMcp(
        model,
        [
          {
            name: 'guarded',
            enabled: false,
            transport: 'http',
            url: `${refusing.url}/mcp`,
            headerNames: ['Authorization'],
          },
        ],
        { mcpSecrets: [{ name: 'mcp:guarded:header:Authorization', value: token }] },
      )
      const status = await engine.handlers['mcp.restart']({ name: 'guarded' }, context)
      expect(status.state).toBe('stopped')
      await engine.handlers['settings.set'](
        {
          patch: {
            mcp: {
              servers: [
                {
                  name: 'guarded',
                  enabled: true,
                  transport: 'http',
                  url: `${refusing.url}/mcp`,
                  headerNames: ['Authorization'],
                },
              ],
            },
          },
          secrets: [],
        },
        context,
      )
      const current = engine
      const { server, log } = await waitFor(
        () => current.handlers['mcp.status']({ name: 'guarded' }, context),
        ({ server }) => server.state === 'restarting',
      )
      expect(refusing.requests[0]?.headers.authorization).toBe(token)
      expect(server.lastError).toMatch(/did not start: .*invalid token/)
      expect(JSON.stringify({ server, log })).not.toContain('mcp-key-7a6b5c4d')
    } finally {
      await refusing.close()
    }
  })
})
