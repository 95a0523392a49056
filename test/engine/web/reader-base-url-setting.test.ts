import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const servers: (LoopbackServer | FakeModelServer)[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})
const context = { signal: new AbortController().signal }

describe('Settings → services → readerBaseUrl', () => {
  it('sends web_fetch in a session through the configured Jina Reader service', async () => {
    const engine = await makeEngine()
    const page = await startLoopbackServer((_request, response) => {
      response.end('direct')
    })
    const reader = await startLoopbackServer((_request, response) => {
      response.setHeader('content-type', 'text/plain')
      response.end('Title: Hot Jupiters\n\nURL Source: x\n\nMarkdown Content:\nWASP-12b is **shrinking**.')
    })
    servers.push(page, reader)
    const target = `${page.url}/wasp-12b`
    const model = await startFakeModel([
      { calls: [{ id: 'f1', name: 'web_fetch', arguments: { url: target } }] },
      { text: 'WASP-12b is shrinking.' },
    ])
    servers.push(model)
    await useFakeModel(engine, model)
    await engine.handlers['settings.set'](
      { patch: { services: { readerBaseUrl: reader.url, allowPrivateNetworkFetch: true } }, secrets: [] },
      context,
    )
    await expect(
      engine.handlers['settings.set']({ patch: { services: { readerBaseUrl: 'not a url' } }, secrets: [] }, context),
    ).rejects.toThrow()

    const session = await engine.handlers['session.create']({}, context)
    engine.events.subscribe({ sessionId: session.id, types: ['permission-request'] }, (event) => {
      if (event.type === 'permission-request') {
        void engine.handlers['permission.reply']({ requestId: event.requestId, decision: 'once' }, context)
      }
    })
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Fetch it' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')

    expect(reader.requests.map((request) => request.url)).toEqual([`/${target}`])
    expect(page.requests).toEqual([])
    const tool = model
      .requests()
      .at(-1)
      ?.messages.find((message) => message.role === 'tool')
    expect(String(tool?.content)).toContain('WASP-12b is **shrinking**.')
  })

  it('keeps ArtifactFlow’s artifact form for web_fetch: a page over 50,000 characters becomes a tool artifact', async () => {
    const engine = await makeEngine()
    const reader = await startLoopbackServer((_request, response) => {
      response.setHeader('content-type', 'text/plain')
      response.end(`Title: Survey\n\nURL Source: x\n\nMarkdown Content:\n${'Cepheid period. '.repeat(4000)}`)
    })
    servers.push(reader)
    const model = await startFakeModel([
      {
        calls: [
          {
            id: 'f1',
            name: 'web_fetch',
            arguments: { url: 'http://127.0.0.1:9/survey', max_content_length: 100_000 },
          },
        ],
      },
      { text: 'Long page.' },
    ])
    servers.push(model)
    await useFakeModel(engine, model)
    await engine.handlers['settings.set'](
      { patch: { services: { readerBaseUrl: reader.url, allowPrivateNetworkFetch: true } }, secrets: [] },
      context,
    )
    const session = await engine.handlers['session.create']({}, context)
    engine.events.subscribe({ sessionId: session.id, types: ['permission-request'] }, (event) => {
      if (event.type === 'permission-request') {
        void engine.handlers['permission.reply']({ requestId: event.requestId, decision: 'once' }, context)
      }
    })
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Fetch it' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')
    const tool = model
      .requests()
      .at(-1)
      ?.messages.find((message) => message.role === 'tool')
    expect(String(tool?.content)).toMatch(/^<artifact_slice id="tool_web_fetch_[0-9a-f]{12}"/)
    const artifacts = await engine.handlers['artifact.list']({ sessionId: session.id }, context)
    expect(artifacts).toEqual([expect.objectContaining({ source: 'tool' })])
  })
})
