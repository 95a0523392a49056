import { describe, expect, it, vi } from 'vitest'
import { createQuestionBroker } from '../../../electron/main/engine/questions/question-broker'
import { createAskUserTool } from '../../../electron/main/engine/tools/builtin/ask-user/index'
import type { ToolContext } from '../../../electron/main/engine/tools/define-tool'
import type { EventInput } from '../../../electron/shared/contract/events'
import { createToolContext } from '../tool-context'

function setup(timeoutMs?: number) {
  const events: EventInput[] = []
  const broker = createQuestionBroker({ emit: (event) => events.push(event), timeoutMs })
  const context = (overrides: Partial<ToolContext> = {}) => createToolContext(overrides)
  return { events, broker, context, askUserTool: createAskUserTool({ questions: broker }) }
}

const questionIdOf = (events: EventInput[]) => {
  const asked = events.find((event) => event.type === 'question-asked')
  if (asked?.type !== 'question-asked') throw new Error('no question asked')
  return asked.questionId
}

describe('ask_user', () => {
  it('emits the question and returns the answer the user gives', async () => {
    const { events, broker, context, askUserTool } = setup()
    const pending = askUserTool.execute({ question: 'Which catalogue?', options: ['Gaia', '2MASS'] }, context())
    expect(broker.pending('s1')).toEqual([
      expect.objectContaining({ question: 'Which catalogue?', options: ['Gaia', '2MASS'] }),
    ])
    expect(broker.reply(questionIdOf(events), 'Gaia')).toBe(true)
    await expect(pending).resolves.toMatchObject({ isError: false, content: 'The user answered: Gaia' })
    expect(broker.reply(questionIdOf(events), 'again')).toBe(false)
    expect(broker.pending()).toEqual([])
  })

  it('times out after the configured wait', async () => {
    vi.useFakeTimers()
    try {
      const { context, askUserTool } = setup(5 * 60 * 1000)
      const pending = askUserTool.execute({ question: 'Proceed?', options: [] }, context())
      await vi.advanceTimersByTimeAsync(5 * 60 * 1000)
      await expect(pending).resolves.toMatchObject({ isError: true, content: expect.stringMatching(/five minutes/) })
    } finally {
      vi.useRealTimers()
    }
  })

  it('is withdrawn when the run is stopped or the window closes', async () => {
    const { broker, context, askUserTool } = setup()
    const controller = new AbortController()
    const stopped = askUserTool.execute({ question: 'A?', options: [] }, context({ signal: controller.signal }))
    controller.abort()
    await expect(stopped).resolves.toMatchObject({ isError: true, content: expect.stringMatching(/stopped/) })
    const closed = askUserTool.execute({ question: 'B?', options: [] }, context())
    broker.cancelAll('the window was closed')
    await expect(closed).resolves.toMatchObject({ isError: true, content: expect.stringMatching(/window was closed/) })
  })

  it('is unavailable to silent subagents and asks nothing', async () => {
    const { events, context, askUserTool } = setup()
    const result = await askUserTool.execute({ question: 'A?', options: [] }, context({ silent: true }))
    expect(result.isError).toBe(true)
    expect(events).toEqual([])
  })
})
