import { z } from 'zod'
import type { QuestionBroker } from '../../../questions/question-broker'
import { defineTool, toolError, toolResult } from '../../define-tool'

declare module '../../define-tool' {
  interface ToolServices {
    questions?: QuestionBroker
  }
}

export const askUserTool = defineTool({
  name: 'ask_user',
  description:
    'Pause and ask the user a question when you cannot proceed without their decision (which paper they mean, ' +
    'which data set to use). Offer options when the choice is closed. The user has five minutes to answer.',
  input: z.object({
    question: z.string().min(1).describe('The question, self-contained'),
    options: z.array(z.string().min(1)).max(10).default([]).describe('Suggested answers, if the choice is closed'),
  }),
  interruptBehavior: 'block',
  async execute(input, context) {
    if (context.silent) {
      return toolError(
        'ask_user is not available to subagents: decide yourself, or report the open question in your summary.',
      )
    }
    const questions = context.services.questions
    if (!questions) return toolError('Asking the user is not possible in this context (no window or terminal to ask).')
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
