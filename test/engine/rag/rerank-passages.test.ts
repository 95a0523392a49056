import { describe, expect, it } from 'vitest'
import type { LanguageModel } from '../../../electron/main/engine/providers/language-model'
import { createModelReranker, RerankError } from '../../../electron/main/engine/rag/model-reranker'
import type { Passage } from '../../../electron/main/engine/rag/passage'
import { RERANK_DEPTH, rerankPassages } from '../../../electron/main/engine/rag/rerank-passages'
import { FakeLanguageModel } from '../../helpers/fake-model/fake-language-model'

const passage = (index: number): Passage => ({
  key: `P${index + 1}`,
  chunkId: index,
  paperId: 'paper',
  paperTitle: 'A paper',
  firstAuthor: 'Author',
  year: 2024,
  section: 'Results',
  pageStart: 1,
  pageEnd: 1,
  text: `Passage number ${index}.`,
  score: 1 / (index + 1),
})

const search = async (_question: string, options: { k: number }) =>
  Array.from({ length: 20 }, (_, index) => passage(index)).slice(0, options.k)

const modelAnswering = (text: string): LanguageModel => new FakeLanguageModel(() => ({ text: [text] }), 8000)

const signal = new AbortController().signal

describe('re-ranking the top passages', () => {
  it('puts the ranked ones first, keeps the rest in retrieval order and renumbers the keys', async () => {
    const reranker = createModelReranker(async () => modelAnswering('Ranked: ["P4", "P2", "P99"]'))
    const result = await rerankPassages(search, reranker, 'q', { k: 5 }, signal)
    expect(result.map((item) => item.chunkId)).toEqual([3, 1, 0, 2, 4])
    expect(result.map((item) => item.key)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5'])
  })

  it('gives the same first five for k = 5 and k = 8', async () => {
    const reranker = createModelReranker(async () => modelAnswering('["P7", "P1"]'))
    const five = await rerankPassages(search, reranker, 'q', { k: 5 }, signal)
    const eight = await rerankPassages(search, reranker, 'q', { k: 8 }, signal)
    expect(eight.slice(0, 5)).toEqual(five)
    expect(RERANK_DEPTH).toBeGreaterThanOrEqual(8)
  })

  it('refuses an answer that is not a list of keys, saying where to turn re-ranking off', async () => {
    const reranker = createModelReranker(async () => modelAnswering('The first one is best.'))
    const failure = rerankPassages(search, reranker, 'q', { k: 5 }, signal)
    await expect(failure).rejects.toBeInstanceOf(RerankError)
    await expect(failure).rejects.toThrow(/Settings → Storage/)
  })
})
