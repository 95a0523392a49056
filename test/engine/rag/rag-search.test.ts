import { describe, expect, it } from 'vitest'
import { checkCitations } from '../../../electron/main/engine/rag/citations'
import { createHashingEmbedder } from '../../../electron/main/engine/rag/hashing-embedder'
import { type AnswerGenerator, createRagService } from '../../../electron/main/engine/rag/rag-service'
import { createRagSearchTool } from '../../../electron/main/engine/tools/builtin/rag-search/index'
import type { EventInput } from '../../../electron/shared/contract/events'
import { createToolContext } from '../tool-context'
import { cepheidPaper, createRagDatabase, maserPaper } from './rag-fixture'

function setup(generator?: AnswerGenerator) {
  const db = createRagDatabase([maserPaper, cepheidPaper])
  const events: EventInput[] = []
  const rag = createRagService({
    db,
    embedder: createHashingEmbedder(384),
    emit: (event) => events.push(event),
    now: () => 1,
    answerGenerator: generator ? () => generator : undefined,
  })
  return { db, rag, events }
}

const ask = (rag: ReturnType<typeof setup>['rag'], question: string, extra: { paperIds?: string[] } = {}) =>
  rag.ask({
    sessionId: 's1',
    runId: 'r1',
    question,
    k: 3,
    answer: true,
    signal: new AbortController().signal,
    ...extra,
  })

describe('hashing embedder', () => {
  it('is deterministic, unit length, and closer for related text', async () => {
    const embedder = createHashingEmbedder(384)
    const [a, b, c, again] = await embedder.embed([
      'distance to the maser galaxy NGC 4258',
      'maser distance of NGC 4258',
      'stellar population synthesis models',
      'distance to the maser galaxy NGC 4258',
    ])
    const dot = (x?: Float32Array, y?: Float32Array) =>
      x && y ? x.reduce((sum, value, i) => sum + value * (y[i] ?? 0), 0) : 0
    expect(dot(a, a)).toBeCloseTo(1, 5)
    expect(Array.from(a ?? [])).toEqual(Array.from(again ?? []))
    expect(dot(a, b)).toBeGreaterThan(dot(a, c))
  })
})

describe('hybrid retrieval', () => {
  it('indexes parsed papers on demand and ranks the passage that answers first, with its pages', async () => {
    const { rag, events } = setup()
    const result = await ask(rag, 'What is the distance to NGC 4258?')
    expect(result.indexed).toBe(2)
    expect(result.passages[0]).toMatchObject({ key: 'P1', paperId: 'p-maser', firstAuthor: 'Reid, M. J.', year: 2019 })
    expect(result.passages[0]?.text).toContain('7.58 Mpc')
    expect(result.passages.some((passage) => passage.text.includes('Herrnstein'))).toBe(false)
    expect(events.filter((event) => event.type === 'library-progress').length).toBeGreaterThanOrEqual(2)
    expect((await ask(rag, 'distance')).indexed).toBe(0)
  })

  it('restricts the search to chosen papers', async () => {
    const { rag } = setup()
    const result = await ask(rag, 'distance ladder calibration', { paperIds: ['p-cepheid'] })
    expect(result.passages.map((passage) => passage.paperId)).toEqual(['p-cepheid'])
  })

  it('re-indexing replaces a paper’s chunks and vectors instead of adding more', async () => {
    const { rag, db } = setup()
    await ask(rag, 'maser')
    const before = db.prepare('select count(*) as n from rag_chunks').get() as { n: number }
    await rag.index.indexPaper('p-maser', createHashingEmbedder(384))
    const after = db.prepare('select count(*) as n from rag_chunks').get() as { n: number }
    const vectors = db.prepare('select count(*) as n from rag_vectors_384').get() as { n: number }
    expect(after.n).toBe(before.n)
    expect(vectors.n).toBe(after.n)
  })

  it('refuses to index a paper without parsed text, saying what to do', async () => {
    const { rag, db } = setup()
    db.prepare("insert into papers (id, title, added_at, updated_at) values ('empty', 'Empty', 0, 0)").run()
    await expect(rag.index.indexPaper('empty', createHashingEmbedder(384))).rejects.toThrow(/parse it/)
  })
})

describe('answers and citation checking', () => {
  it('flags citation keys that match no retrieved passage', () => {
    const passages = [{ key: 'P1' }, { key: 'P2' }] as Parameters<typeof checkCitations>[1]
    expect(checkCitations('Flat [P1]. Also [P2, P7]. And [P9].', passages)).toEqual({
      cited: ['P1', 'P2'],
      unknown: ['P7', 'P9'],
    })
  })

  it('rag_search returns the answer, the passages with (paper, pages), and warns about invented keys', async () => {
    const generator: AnswerGenerator = {
      generate: async ({ passages }) => {
        expect(passages).toContain('[P1]')
        return 'NGC 4258 lies at 7.58 Mpc [P1], confirmed by [P5].'
      },
    }
    const { rag } = setup(generator)
    const ragSearchTool = createRagSearchTool({ rag })
    const result = await ragSearchTool.execute(
      ragSearchTool.input.parse({ question: 'What is the distance to NGC 4258?', k: 2 }),
      createToolContext(),
    )
    expect(result.isError).toBe(false)
    expect(result.content).toMatch(/^<answer>\nNGC 4258 lies at 7.58 Mpc \[P1\]/)
    expect(result.content).toContain('WARNING: the answer cites [P5]')
    expect(result.content).toContain('Reid, M. J. 2019, pp. 1–2')
    expect(result.metadata).toMatchObject({
      unknownCitations: ['P5'],
      sources: expect.arrayContaining([expect.objectContaining({ key: 'P1', pageStart: 1, pageEnd: 2 })]),
    })
  })

  it('without a model, returns passages only', async () => {
    const { rag } = setup()
    const ragSearchTool = createRagSearchTool({ rag })
    const result = await ragSearchTool.execute(
      ragSearchTool.input.parse({ question: 'Cepheid period-luminosity relation' }),
      createToolContext(),
    )
    expect(result.content.startsWith('<passages>')).toBe(true)
  })
})
