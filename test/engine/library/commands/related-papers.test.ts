import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../../electron/shared/contract/events'
import type { FakeTurn } from '../../../helpers/fake-model/fake-turn'
import { streamTurn } from '../../../helpers/fake-model/openai-turn-stream'
import { type LoopbackServer, startLoopbackServer } from '../../../helpers/loopback-server'
import { readSharedFixtureText } from '../../../helpers/shared-fixtures'
import { type TestEngine, useTestEngine } from '../../../helpers/test-engine'

const createEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const adsBody = readSharedFixtureText('ads/search-query-star-25rows.json')
const bibcode = '2016ApJ...826...56R'

let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const walkReferences: FakeTurn = {
  calls: [
    { id: 'call_refs', name: 'get_paper_metadata', arguments: { paper: bibcode, related: 'references', rows: 5 } },
  ],
}

/** One loopback server as the model (OpenAI-compatible SSE) and as NASA ADS (the recorded search answer). */
async function engineWithModelAndAds(): Promise<TestEngine> {
  let modelCalls = 0
  server = await startLoopbackServer(async (request, response) => {
    if (request.url?.startsWith('/v1/chat/completions')) {
      modelCalls += 1
      await streamTurn(response, modelCalls === 1 ? walkReferences : { text: ['Done.'] })
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(adsBody)
  })
  const engine = await createEngine({ secrets: { 'ads-token': 'token' } })
  await engine.handlers['settings.set'](
    {
      patch: {
        services: { adsBaseUrl: server.url },
        providers: [
          {
            id: 'local',
            name: 'Local',
            kind: 'openai',
            baseUrl: `${server.url}/v1`,
            model: 'test',
            toolProtocol: 'native',
            contextWindow: 128_000,
          },
        ],
        activeProviderId: 'local',
      },
      secrets: [],
    },
    context,
  )
  return engine
}

describe('references and citations', () => {
  it('paper.related lists a paper’s references from ADS, most cited first, marked when already in the library', async () => {
    const engine = await engineWithModelAndAds()
    const result = await engine.handlers['paper.related'](
      { paper: bibcode, kind: 'references', start: 0, rows: 25 },
      context,
    )
    expect(result.bibcode).toBe(bibcode)
    expect(result.total).toBe(503860)
    expect(result.hits).toHaveLength(25)
    const query = new URL(server?.requests.at(-1)?.url ?? '', 'http://127.0.0.1').searchParams
    expect(query.get('q')).toBe(`references(bibcode:"${bibcode}")`)
    expect(query.get('sort')).toBe('citation_count desc')

    const citing = await engine.handlers['paper.related'](
      { paper: bibcode, kind: 'citations', start: 25, rows: 10 },
      context,
    )
    const citingQuery = new URL(server?.requests.at(-1)?.url ?? '', 'http://127.0.0.1').searchParams
    expect(citingQuery.get('q')).toBe(`citations(bibcode:"${bibcode}")`)
    expect(citingQuery.get('start')).toBe('25')
    expect(citing.hits.every((hit) => hit.localId === null)).toBe(true)
  })

  it('the agent walks a paper’s references with get_paper_metadata', async () => {
    const engine = await engineWithModelAndAds()
    const session = await engine.handlers['session.create']({ title: 'References' }, context)
    const seen: AgentEvent[] = []
    const ended = new Promise<void>((resolve) => {
      engine.events.subscribe({ sessionId: session.id }, (event) => {
        seen.push(event)
        if (event.type === 'run-end') resolve()
      })
    })
    await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'What does it cite?' }, context)
    await ended
    const result = seen.find((event) => event.type === 'tool-result')
    expect(result).toMatchObject({ name: 'get_paper_metadata', isError: false })
    if (result?.type !== 'tool-result') throw new Error('a tool result')
    expect(JSON.stringify(result.output)).toContain(`503860 references of ${bibcode}`)
    expect(JSON.stringify(result.output)).toContain('2021NewA...8301491M')
  })
})
