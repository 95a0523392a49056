import { z } from 'zod'
import type { LanguageModel } from '../providers/language-model'
import type { PassageReranker } from './rerank-passages'

const RERANK_INSTRUCTIONS =
  'You rank passages from scientific papers by how directly they answer a question. Reply with only a JSON array of ' +
  'passage keys, most useful first, e.g. ["P3", "P1"]. Leave out passages that do not help.'

/** Passages are cut to this length for the ranking prompt; the ranked passages keep their full text. */
const PASSAGE_PREVIEW_CHARS = 900

const keysSchema = z.array(z.string())

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export class RerankError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RerankError'
  }
}

/** Re-ranks with the configured language model: one completion, no tools, answered as a JSON array of keys. */
export function createModelReranker(model: () => Promise<LanguageModel>): PassageReranker {
  return {
    async rank(question, passages, signal) {
      const languageModel = await model()
      const listing = passages
        .map((passage) => `[${passage.key}] ${passage.text.slice(0, PASSAGE_PREVIEW_CHARS)}`)
        .join('\n\n')
      let text = ''
      for await (const part of languageModel.stream(
        {
          system: RERANK_INSTRUCTIONS,
          messages: [{ role: 'user', content: `Question: ${question}\n\n<passages>\n${listing}\n</passages>` }],
          tools: [],
          temperature: 0,
        },
        signal,
      )) {
        if (part.type === 'text-delta') text += part.delta
        if (part.type === 'error') throw new RerankError(part.error.message)
      }
      const array = /\[[^\]]*\]/.exec(text)?.[0]
      const parsed = array ? keysSchema.safeParse(parseJson(array)) : null
      if (!parsed?.success) {
        throw new RerankError(
          'The model did not answer the re-ranking request with a list of passage keys. Turn re-ranking off in Settings → Storage or choose another model in Settings → Model providers.',
        )
      }
      return parsed.data
    },
  }
}
