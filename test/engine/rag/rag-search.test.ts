import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { checkCitations } from '../../../electron/main/engine/rag/citations'
import { type Embedder, normalizeVector } from '../../../electron/main/engine/rag/embedder'
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
    embedder: () => null,
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

  it('re-indexing replaces a paper’s chunks and pages instead of adding more, and records keyword-only status', async () => {
    const { rag, db } = setup()
    await ask(rag, 'maser')
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
    const before = [count('rag_chunks'), count('rag_pages')]
    await rag.index.indexPaper('p-maser', null)
    expect([count('rag_chunks'), count('rag_pages')]).toEqual(before)
    expect(rag.status('p-maser')).toEqual({ passages: expect.any(Number), model: null, dimensions: 0, indexedAt: 1 })
    expect(rag.semantic()).toBe(false)
  })

  it('finds a passage by a decimal value in the question', async () => {
    const { rag } = setup()
    const result = await ask(rag, 'Which paper gives 7.58 Mpc?')
    expect(result.passages[0]?.text).toContain('7.58 Mpc')
  })

  it('refuses to index a paper without parsed text, saying what to do', async () => {
    const { rag, db } = setup()
    db.prepare("insert into papers (id, title, added_at, updated_at) values ('empty', 'Empty', 0, 0)").run()
    await expect(rag.index.indexPaper('empty', null)).rejects.toThrow(/parse it/)
  })
})

describe('changing the embedding model', () => {
  it('re-indexes every paper in the background with progress, storing the model and its dimension', async () => {
    const db = createRagDatabase([maserPaper, cepheidPaper])
    const events: EventInput[] = []
    let embedder: Embedder | null = null
    const letters: Embedder = {
      id: 'test:letters:8',
      dimensions: 8,
      embed: async (texts) =>
        texts.map((text) =>
          normalizeVector(Float32Array.from({ length: 8 }, (_, index) => (text.charCodeAt(index) || 1) % 7)),
        ),
    }
    const rag = createRagService({ db, embedder: () => embedder, emit: (event) => events.push(event), now: () => 5 })
    expect(rag.reindexStale()).toBe(2)
    await rag.settle()
    expect(rag.status('p-maser')).toMatchObject({ model: null, dimensions: 0 })
    expect(rag.reindexStale()).toBe(0)

    embedder = letters
    expect(rag.reindexStale()).toBe(2)
    await rag.settle()
    expect(rag.status('p-maser')).toMatchObject({ model: 'test:letters:8', dimensions: 8, indexedAt: 5 })
    expect(rag.semantic()).toBe(true)
    const vectors = db.prepare('select count(*) as n from rag_vectors_8').get() as { n: number }
    expect(vectors.n).toBe((db.prepare('select count(*) as n from rag_chunks').get() as { n: number }).n)
    const progress = events.filter((event) => event.type === 'library-progress' && event.task === 'index')
    expect(progress.some((event) => event.type === 'library-progress' && event.message.startsWith('Embedded'))).toBe(
      true,
    )
    const result = await ask(rag, 'What is the distance to NGC 4258?')
    expect(result.indexed).toBe(0)
    expect(result.passages[0]?.text).toContain('7.58 Mpc')
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
    // The chat's citation opens the reader with this text marked.
    const sources = z.array(z.object({ key: z.string(), text: z.string() })).parse(result.metadata.sources)
    expect(sources.find((source) => source.key === 'P1')?.text).toContain('7.58 Mpc')
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

describe('passages holding a table', () => {
  it('tell the model that a passage holds a table and how its rows read', async () => {
    const tablePaper = {
      id: 'p-table',
      title: 'Properties of ASASSN-21qj',
      year: 2022,
      author: 'Kenworthy, M. A.',
      pages: [
        'Table 1. Properties of ASASSN-21qj\n\nProperty | Value | Ref.\nDistance [pc] | 567.2^+6.7_−5.9 | 2\nG [mag] | 13.371 ± 0.003 | 1',
      ],
    }
    const db = createRagDatabase([tablePaper, maserPaper])
    const rag = createRagService({ db, embedder: () => null, emit: () => {}, now: () => 1 })
    const ragSearchTool = createRagSearchTool({ rag })
    const result = await ragSearchTool.execute(
      ragSearchTool.input.parse({ question: 'distance of ASASSN-21qj in pc' }),
      createToolContext(),
    )
    const passages = result.content.split('\n\n[')
    const table = passages.find((passage) => passage.includes('567.2^+6.7_−5.9'))
    expect(table).toContain('holds a table: one row per line, cells separated by |')
    expect(table).toContain('Distance [pc] | 567.2^+6.7_−5.9 | 2\nG [mag] | 13.371 ± 0.003 | 1')
    const maser = passages.find((passage) => passage.includes('7.58 Mpc'))
    expect(maser ?? '').not.toContain('holds a table')
  })
})
