import type { LanguageModel } from '../providers/language-model'
import { ANSWER_INSTRUCTIONS, type AnswerGenerator } from './rag-service'

/** Writes rag_search's answer with the configured model: one plain completion, no tools. */
export function createModelAnswerGenerator(model: () => Promise<LanguageModel>): AnswerGenerator {
  return {
    async generate({ question, passages, signal }) {
      const languageModel = await model()
      let text = ''
      for await (const part of languageModel.stream(
        {
          system: ANSWER_INSTRUCTIONS,
          messages: [{ role: 'user', content: `<passages>\n${passages}\n</passages>\n\nQuestion: ${question}` }],
          tools: [],
          temperature: 0.2,
        },
        signal,
      )) {
        if (part.type === 'text-delta') text += part.delta
        if (part.type === 'error') throw new Error(part.error.message)
      }
      return text.trim()
    },
  }
}
