import { z } from 'zod'
import { citationLabel, formatPassages } from '../../../rag/citations'
import { RerankError } from '../../../rag/model-reranker'
import { RagError } from '../../../rag/rag-error'
import type { RagService } from '../../../rag/rag-service'
import { defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'

export function createRagSearchTool(deps: { rag: RagService }) {
  return defineTool({
    name: 'rag_search',
    ui: {
      title: { en: 'Search library', 'zh-CN': '检索文献库' },
      doing: { en: 'Searching your papers', 'zh-CN': '正在检索你的论文' },
      done: { en: 'Searched your papers', 'zh-CN': '已检索你的论文' },
    },
    description,
    input: z.object({
      question: z.string().min(3).describe('The question, in words'),
      k: z.number().int().min(1).max(20).default(5).describe('How many passages to retrieve (each about a page)'),
      paper_ids: z.array(z.string()).optional().describe('Search only these library papers'),
      answer: z.boolean().default(true).describe('Also write an answer from the passages (needs a configured model)'),
    }),
    isConcurrencySafe: () => true,
    maxResultChars: 32_000,
    async execute(input, context) {
      const { rag } = deps
      try {
        const result = await rag.ask({
          sessionId: context.sessionId,
          runId: context.runId,
          question: input.question,
          k: input.k,
          paperIds: input.paper_ids,
          answer: input.answer,
          signal: context.signal,
        })
        if (result.passages.length === 0) {
          return toolResult(
            'No passage in the parsed library matches. Search for papers (search_papers), download and parse them, then ask again.',
            { passages: [], indexed: result.indexed },
          )
        }
        const sources = result.passages.map((passage) => ({
          key: passage.key,
          paperId: passage.paperId,
          title: passage.paperTitle,
          citation: citationLabel(passage),
          pageStart: passage.pageStart,
          pageEnd: passage.pageEnd,
          text: passage.text,
        }))
        const unknown = result.citations?.unknown ?? []
        const warning =
          unknown.length > 0
            ? `\n\nWARNING: the answer cites ${unknown.map((key) => `[${key}]`).join(', ')}, which match no retrieved passage; do not repeat those citations.`
            : ''
        const answer = result.answer ? `<answer>\n${result.answer}\n</answer>${warning}\n\n` : ''
        return toolResult(`${answer}<passages>\n${formatPassages(result.passages)}\n</passages>`, {
          sources,
          unknownCitations: unknown,
          indexed: result.indexed,
        })
      } catch (error) {
        if (error instanceof RagError || error instanceof RerankError) return toolError(error.message)
        throw error
      }
    },
  })
}
