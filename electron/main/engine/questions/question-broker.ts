import { randomUUID } from 'node:crypto'
import type { EventInput } from '../../../shared/contract/events'

/** ask_user waits at most this long for an answer (AstroResearch seed: five minutes). */
export const QUESTION_TIMEOUT_MS = 5 * 60 * 1000

type QuestionOutcome =
  | { status: 'answered'; answer: string }
  | { status: 'timeout' }
  | { status: 'cancelled'; reason: string }

interface PendingQuestion {
  questionId: string
  sessionId: string
  question: string
  options: string[]
}

interface Waiting extends PendingQuestion {
  settle(outcome: QuestionOutcome): void
}

interface QuestionBrokerDeps {
  emit(event: EventInput): void
  timeoutMs?: number
}

/** One-shot questions to the user: emit `question-asked`, wait for `question.reply`, time out, or be cancelled. */
export function createQuestionBroker(deps: QuestionBrokerDeps) {
  const waiting = new Map<string, Waiting>()

  return {
    ask(
      request: { sessionId: string; runId: string; question: string; options: string[] },
      signal: AbortSignal,
    ): Promise<QuestionOutcome> {
      const questionId = randomUUID()
      return new Promise<QuestionOutcome>((resolve) => {
        const timer = setTimeout(() => finish({ status: 'timeout' }), deps.timeoutMs ?? QUESTION_TIMEOUT_MS)
        const onAbort = () => finish({ status: 'cancelled', reason: 'the run was stopped' })
        function finish(outcome: QuestionOutcome) {
          if (!waiting.delete(questionId)) return
          clearTimeout(timer)
          signal.removeEventListener('abort', onAbort)
          resolve(outcome)
        }
        waiting.set(questionId, {
          questionId,
          sessionId: request.sessionId,
          question: request.question,
          options: request.options,
          settle: finish,
        })
        if (signal.aborted) return onAbort()
        signal.addEventListener('abort', onAbort, { once: true })
        deps.emit({
          type: 'question-asked',
          sessionId: request.sessionId,
          runId: request.runId,
          questionId,
          question: request.question,
          options: request.options,
        })
      })
    },

    /** Returns false when the question is unknown or already settled. */
    reply(questionId: string, answer: string): boolean {
      const question = waiting.get(questionId)
      if (!question) return false
      question.settle({ status: 'answered', answer })
      return true
    },

    pending(sessionId?: string): PendingQuestion[] {
      return [...waiting.values()]
        .filter((question) => !sessionId || question.sessionId === sessionId)
        .map(({ settle: _settle, ...question }) => question)
    },

    /** The window closed or the connection dropped: nobody can answer. */
    cancelAll(reason: string): void {
      for (const question of [...waiting.values()]) question.settle({ status: 'cancelled', reason })
    },
  }
}

export type QuestionBroker = ReturnType<typeof createQuestionBroker>
