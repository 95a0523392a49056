import type { Handlers } from '../../../shared/contract/handlers'
import type { QuestionBroker } from './question-broker'

export function createQuestionHandlers(
  questions: QuestionBroker,
): Pick<Handlers, 'question.reply' | 'question.pending'> {
  return {
    'question.reply': async ({ questionId, answer }) => ({ accepted: questions.reply(questionId, answer) }),
    'question.pending': async ({ sessionId }) => questions.pending(sessionId),
  }
}
