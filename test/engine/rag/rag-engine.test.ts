import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type AgentEvent, GLOBAL_SESSION_ID } from '../../../electron/shared/contract/events'
import { emptyBibliography } from '../../../electron/shared/domain/paper'
import type { FakeTurn } from '../../helpers/fake-model/fake-turn'
import { streamTurn } from '../../helpers/fake-model/openai-turn-stream'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixture } from '../../helpers/shared-fixtures'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'

const pdfs: Record<string, string> = {
  '2501.00001': 'astro-BetaPicCN-exocomet-cyanogen-upper-limits-AandA-twocolumn.pdf',
  '2501.00002': 'astro-Kepler3DVel-Galactocentric-velocities-missing-RVs-AASTeX631-preprint-linenumbers.pdf',
}
const QUESTION = 'Which HARPS observations of beta Pic were collated, between which dates?'
const context = { signal: new AbortController().signal }

let engine: TestEngine | undefined
let server: LoopbackServer | undefined
let libraryDir: string | undefined
afterEach(async () => {
  await engine?.dispose()
  await server?.close()
  if (libraryDir) rmSync(libraryDir, { recursive: true, force: true })
  engine = undefined
  server = undefined
  libraryDir = undefined
})

/** One loopback server as arXiv (PDFs) and as the model: the agent asks rag_search once, then answers. */
async function setUp(options: { rerank: boolean }) {
  server = await startLoopbackServer(async (request, response) => {
    const arxivId = Object.keys(pdfs).find((id) => request.url?.includes(`/pdf/${id}`))
    if (arxivId) {
      response.writeHead(200, { 'content-type': 'application/pdf' })
      response.end(readSharedFixture(`rag-dev/pdfs/${pdfs[arxivId] ?? ''}`))
      return
    }
    if (!request.url?.startsWith('/v1/chat/completions')) {
      response.statusCode = 404
      response.end()
      return
    }
    const body = request.body
    const search = { id: 'call_1', name: 'rag_search', arguments: { question: QUESTION, k: 5, answer: false } }
    let turn: FakeTurn = { calls: [search] }
    if (body.includes('You rank passages')) turn = { text: 'The best are ["P3", "P1"].' }
    else if (body.includes('"role":"tool"')) turn = { text: 'They span October 2003 to March 2020.' }
    await streamTurn(response, turn)
  })
  libraryDir = mkdtempSync(join(tmpdir(), 'astro-rag-library-'))
  engine = await createTestEngine()
  await engine.handlers['settings.set'](
    {
      patch: {
        libraryDir,
        services: { arxivBaseUrl: server.url },
        retrieval: { rerank: options.rerank },
        providers: [
          {
            id: 'local',
            name: 'Local test server',
            kind: 'openai',
            baseUrl: `${server.url}/v1`,
            model: 'test-model',
            toolProtocol: 'native',
            contextWindow: 128_000,
          },
        ],
        activeProviderId: 'local',
      },
      secrets: [{ name: 'provider:local', value: 'sk-loopback' }],
    },
    context,
  )
  const events: AgentEvent[] = []
  engine.events.subscribe({ sessionId: GLOBAL_SESSION_ID }, (event) => events.push(event))
  const imported = await engine.handlers['library.import'](
    {
      records: Object.keys(pdfs).map((arxivId, index) => ({
        arxivId,
        doi: null,
        bibcode: null,
        title: `Fixture paper ${index + 1}`,
        authors: ['Kenworthy, M. A.'],
        abstract: '',
        year: 2025,
        venue: '',
        keywords: [],
        citationCount: null,
        arxivVersion: null,
        openAccessUrls: [],
        publisherUrl: null,
        sources: ['manual' as const],
        bibliography: emptyBibliography,
      })),
      identifiers: [],
    },
    context,
  )
  const ids = imported.papers.map((paper) => paper.id)
  for (const id of ids) await engine.handlers['paper.download']({ paper: id, force: false }, context)
  return { ids, events }
}

const indexedPapers = (events: AgentEvent[]) =>
  events.flatMap((event) =>
    event.type === 'library-progress' && event.task === 'index' && event.fraction === 1 ? [event.paperId] : [],
  )

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function askThroughAgent(current: TestEngine) {
  const session = await current.handlers['session.create']({ title: 'Ask the library' }, context)
  const seen: AgentEvent[] = []
  const ended = new Promise<void>((resolve) => {
    current.events.subscribe({ sessionId: session.id }, (event) => {
      seen.push(event)
      if (event.type === 'run-end') resolve()
    })
  })
  await current.handlers['session.prompt']({ sessionId: session.id, prompt: QUESTION }, context)
  await ended
  const result = seen.find((event) => event.type === 'tool-result')
  if (result?.type !== 'tool-result') throw new Error('rag_search was not run')
  return result
}

describe('retrieval through the engine', { timeout: 120_000 }, () => {
  it('indexes a paper in the background once it is parsed, finds its passages in an agent run, and re-indexes only a re-parsed paper', async () => {
    const { ids, events } = await setUp({ rerank: false })
    const [betaPic, kepler] = ids
    if (!betaPic || !kepler) throw new Error('import failed')
    for (const id of ids) await engine?.handlers['paper.parse']({ paper: id }, context)
    await until(() => ids.every((id) => indexedPapers(events).includes(id)), 'both papers indexed')

    const status = await engine?.handlers['paper.get']({ paper: betaPic }, context)
    expect(status?.searchIndex).toMatchObject({ passages: expect.any(Number), model: null, dimensions: 0 })
    expect(status?.searchIndex?.passages).toBeGreaterThan(10)
    const keplerBefore = (await engine?.handlers['paper.get']({ paper: kepler }, context))?.searchIndex
    // The library list reads each row's index entry in the same query as the rows.
    const listed = await engine?.handlers['library.list']({ limit: 50, offset: 0, sort: 'title' }, context)
    expect(listed?.papers.map((paper) => [paper.id, paper.searchIndex])).toEqual(
      expect.arrayContaining([
        [betaPic, status?.searchIndex],
        [kepler, keplerBefore],
      ]),
    )

    if (!engine) throw new Error('no engine')
    const result = await askThroughAgent(engine)
    expect(result.isError).toBe(false)
    expect(result.output).toContain('October 2003')
    expect(result.metadata).toMatchObject({ indexed: 0 })
    expect(server?.requests.some((request) => request.body.includes('You rank passages'))).toBe(false)

    const before = events.length
    await engine.handlers['paper.parse']({ paper: betaPic }, context)
    await until(() => indexedPapers(events.slice(before)).includes(betaPic), 're-index after the re-parse')
    expect(new Set(indexedPapers(events.slice(before)))).toEqual(new Set([betaPic]))
    const keplerAfter = (await engine.handlers['paper.get']({ paper: kepler }, context)).searchIndex
    expect(keplerAfter).toEqual(keplerBefore)
  })

  it('lets the model re-order the top passages when re-ranking is switched on', async () => {
    const { ids, events } = await setUp({ rerank: true })
    for (const id of ids) await engine?.handlers['paper.parse']({ paper: id }, context)
    await until(() => ids.every((id) => indexedPapers(events).includes(id)), 'both papers indexed')
    if (!engine) throw new Error('no engine')
    const result = await askThroughAgent(engine)
    const rerankRequest = server?.requests.find((request) => request.body.includes('You rank passages'))
    expect(rerankRequest).toBeDefined()
    const prompt: string = JSON.parse(rerankRequest?.body ?? '{}').messages.at(-1).content
    const opening = (key: string, text: string) => new RegExp(`\\[${key}\\] ([^\\n]{0,60})`).exec(text)?.[1]
    const third = opening('P3', prompt)
    const first = opening('P1', prompt)
    expect(third).toBeTruthy()
    // The model ranked P3 first and P1 second: they are now P1 and P2, renumbered.
    const passages = result.output.split('\n[P').map((part) => part.split('\n').slice(1).join('\n'))
    expect(passages[1]?.startsWith(third ?? '∅')).toBe(true)
    expect(passages[2]?.startsWith(first ?? '∅')).toBe(true)
  })
})
