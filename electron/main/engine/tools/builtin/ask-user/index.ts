import { z } from 'zod'
import { QUESTION_TIMEOUT_MS, type QuestionBroker } from '../../../questions/question-broker'
import { defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'

export function createAskUserTool(deps: { questions: QuestionBroker }) {
  return defineTool({
    name: 'ask_user',
    ui: {
      title: { en: 'Question', 'zh-CN': '提问' },
      doing: { en: 'Asking you a question', 'zh-CN': '正在向你提问' },
      done: { en: 'Asked you a question', 'zh-CN': '已向你提问' },
    },
    description,
    input: z.object({
      question: z.string().min(1).describe('The question, self-contained'),
      options: z.array(z.string().min(1)).max(10).default([]).describe('Suggested answers, if the choice is closed'),
    }),
    interruptBehavior: 'block',
    // The question itself gives up after QUESTION_TIMEOUT_MS (5 minutes); this only backs it up.
    timeoutMs: QUESTION_TIMEOUT_MS + 5_000,
    async execute(input, context) {
      if (context.silent) {
        return toolError(
          'ask_user is not available to subagents: decide yourself, or report the open question in your summary.',
        )
      }
      const { questions } = deps
      const outcome = await questions.ask(
        { sessionId: context.sessionId, runId: context.runId, question: input.question, options: input.options },
        context.signal,
      )
      switch (outcome.status) {
        case 'answered':
          return toolResult(`The user answered: ${outcome.answer}`, { answer: outcome.answer })
        case 'timeout':
          return toolError(
            'The user did not answer within five minutes. Continue with a reasonable assumption and say which.',
          )
        case 'cancelled':
          return toolError(`The question was withdrawn: ${outcome.reason}.`)
      }
    },
  })
}
