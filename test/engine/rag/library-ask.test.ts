import { afterEach, describe, expect, it } from 'vitest'
import { createInProcessTransport } from '../../../electron/main/hosts/in-process/in-process-transport'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { askSettingsPatch, BETHE_PDF, startAskServices, TINY_MODEL } from '../../helpers/ask-services'
import type { LoopbackServer } from '../../helpers/loopback-server'
import { type TestEngine, useTestEngine } from '../../helpers/test-engine'

const createTestEngine = useTestEngine()

/** A real engine reached only through the contract (inputs parsed like every host does). */
async function createEngine() {
  const engine: TestEngine = await createTestEngine()
  const transport = createInProcessTransport(engine)
  return { invoke: transport.invoke.bind(transport), subscribe: transport.subscribe.bind(transport) }
}
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const QUESTION = 'What is the upper critical dimension of the theory?'

async function engineWithPaper(answer: string) {
  server = await startAskServices(answer)
  const engine = await createEngine()
  await engine.invoke('settings.set', {
    patch: askSettingsPatch(server),
    secrets: [{ name: 'provider:local', value: 'sk-loopback' }],
  })
  const added = await engine.invoke('library.addFile', { path: BETHE_PDF })
  return { engine, added, server }
}

describe('Ask the library through the engine', { timeout: 120_000 }, () => {
  it('adds, parses and indexes a PDF, then answers from its passages with checked citations', async () => {
    const { engine, added, server } = await engineWithPaper(
      'The upper critical dimension is d = 2 [P1], not d = 3 as stated in [P42].',
    )
    expect(added.paper.parseStatus).toBe('ready')
    expect(added.chunks).toBeGreaterThan(5)
    expect(added.duplicate).toBe(false)
    expect((await engine.invoke('library.addFile', { path: BETHE_PDF })).duplicate).toBe(true)

    const result = await engine.invoke('library.ask', { question: QUESTION, k: 5 })
    expect(result.retrieval).toEqual({ mode: 'keyword', embedder: null, fallback: null })
    expect(result.passages.map((passage) => passage.key)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5'])
    const holding = result.passages.find((passage) => passage.text.includes('upper critical dimension in our theory'))
    expect(holding).toMatchObject({ paperId: added.paper.id, page: 6 })
    expect(result.answer).toEqual({
      text: 'The upper critical dimension is d = 2 [P1], not d = 3 as stated in [P42].',
      cited: ['P1'],
      unknown: ['P42'],
    })
    expect(result.abstained).toBeNull()
    const completion = server.requests.find((request) => request.url.startsWith('/v1/chat/completions'))
    expect(completion?.headers.authorization).toBe('Bearer sk-loopback')
    expect(completion?.body).toContain('upper critical dimension in our theory')

    const calls = server.requests.length
    const weak = await engine.invoke('library.ask', {
      question: 'Which Cepheid calibration of the Hubble constant uses M31 photometry?',
      k: 5,
    })
    expect(weak.abstained).toBe('weak-evidence')
    expect(weak.answer).toBeNull()
    expect(server.requests.length).toBe(calls)
  })

  it('searches text within a scope: chosen papers, a collection, and an empty collection', async () => {
    const { engine, added } = await engineWithPaper('unused')
    const inPaper = await engine.invoke('library.searchText', {
      query: 'Perron-Frobenius uniform mode',
      k: 3,
      scope: { kind: 'papers', paperIds: [added.paper.id] },
    })
    expect(inPaper.passages[0]?.text).toContain('Perron-Frobenius')
    await engine.invoke('collection.create', { name: 'Empty' })
    await engine.invoke('paper.update', { paper: added.paper.id, addCollections: ['Bethe'] })
    const inCollection = await engine.invoke('library.searchText', {
      query: 'Perron-Frobenius',
      scope: { kind: 'collection', name: 'Bethe' },
    })
    expect(inCollection.passages.length).toBeGreaterThan(0)
    const empty = await engine.invoke('library.searchText', {
      query: 'Perron-Frobenius',
      scope: { kind: 'collection', name: 'Empty' },
    })
    expect(empty.passages).toEqual([])
    const noAnswer = await engine.invoke('library.ask', {
      question: 'Perron-Frobenius mode',
      scope: { kind: 'collection', name: 'Empty' },
    })
    expect(noAnswer.abstained).toBe('no-passages')
    expect(await engine.invoke('library.index', {})).toMatchObject({ indexed: 0, papers: 1 })
    const progress: AgentEvent[] = []
    engine.subscribe({ types: ['library-progress'] }, (event) => progress.push(event))
    const reindexed = await engine.invoke('library.index', { paperIds: [added.paper.id] })
    expect(reindexed).toMatchObject({ indexed: 1, papers: 1, retrieval: { mode: 'keyword', embedder: null } })
    expect(reindexed.chunks).toBe(added.chunks)
    expect(progress.at(-1)).toMatchObject({ paperId: added.paper.id, task: 'index', fraction: 1 })
    await expect(engine.invoke('library.index', { paperIds: ['no-such-paper'] })).rejects.toMatchObject({
      code: 'not-found',
    })
  })

  it('re-indexes with an OpenAI-compatible embedder set in Settings, and reports its status', async () => {
    const { engine, server } = await engineWithPaper('The upper critical dimension is d = 2 [P1].')
    expect(await engine.invoke('embeddings.status', {})).toMatchObject({
      kind: 'none',
      ready: true,
      model: null,
    })
    await engine.invoke('settings.set', {
      patch: {
        embeddings: { kind: 'openai', openai: { baseUrl: `${server.url}/v1`, model: 'text-embedding-ada-002' } },
      },
      secrets: [{ name: 'embeddings-key', value: 'sk-embed' }],
    })
    expect(await engine.invoke('embeddings.status', {})).toEqual({
      kind: 'openai',
      model: 'openai:text-embedding-ada-002:1536',
      ready: true,
      dimensions: 1536,
      problem: null,
    })
    const result = await engine.invoke('library.ask', { question: QUESTION, k: 5 })
    expect(result.retrieval).toEqual({ mode: 'hybrid', embedder: 'openai:text-embedding-ada-002:1536', fallback: null })
    expect(result.indexed).toBe(1)
    expect(result.answer?.cited).toEqual(['P1'])
    const embeddingCall = server.requests.find((request) => request.url === '/v1/embeddings')
    expect(embeddingCall?.headers.authorization).toBe('Bearer sk-embed')
  })

  it('downloads the local model from Settings with progress events, then retrieves with it', async () => {
    const { engine, server } = await engineWithPaper('unused')
    await engine.invoke('settings.set', {
      patch: { embeddings: { kind: 'local', local: { model: TINY_MODEL, downloadBaseUrl: server.url } } },
    })
    const before = await engine.invoke('embeddings.status', {})
    expect(before).toMatchObject({ ready: false, problem: { code: 'embeddings-model-missing' } })
    expect(before.problem?.message).toMatch(/has not been downloaded yet.*Settings → Embeddings/)
    // A model that fails its check leaves Ask working on keywords, saying why.
    const fallback = await engine.invoke('library.ask', { question: QUESTION, k: 3, answer: false })
    expect(fallback.retrieval).toMatchObject({
      mode: 'keyword',
      embedder: null,
      fallback: { code: 'embeddings-model-missing', message: expect.stringMatching(/Settings → Embeddings/) },
    })
    expect(fallback.passages.some((passage) => passage.text.includes('upper critical dimension'))).toBe(true)

    const progress: AgentEvent[] = []
    engine.subscribe({ types: ['embedding-model-progress'] }, (event) => progress.push(event))
    const downloaded = await engine.invoke('embeddings.download', {})
    expect(downloaded).toMatchObject({ model: TINY_MODEL, files: 4 })
    expect(progress.at(-1)).toMatchObject({ model: TINY_MODEL, fraction: 1 })
    expect(await engine.invoke('embeddings.status', {})).toMatchObject({
      ready: true,
      model: `local:${TINY_MODEL}:8`,
      dimensions: 8,
    })
    const result = await engine.invoke('library.searchText', { query: 'upper critical dimension', k: 3 })
    expect(result.retrieval).toEqual({ mode: 'hybrid', embedder: `local:${TINY_MODEL}:8`, fallback: null })
    expect(result.passages.length).toBe(3)
  })

  it('refuses a path that is not an absolute .pdf, and a missing file', async () => {
    const engine = await createEngine()
    await expect(engine.invoke('library.addFile', { path: 'paper.pdf' })).rejects.toMatchObject({
      code: 'not-a-pdf-path',
    })
    await expect(engine.invoke('library.addFile', { path: '/nowhere/paper.pdf' })).rejects.toMatchObject({
      code: 'file-not-found',
    })
  })
})
