import { afterEach, describe, expect, it } from 'vitest'
import { createSubagentTool } from '../../../electron/main/engine/tools/builtin/subagent/index'
import { FakeLanguageModel } from '../../helpers/fake-model/fake-language-model'
import { call, reply } from '../../helpers/fake-model/fake-turn'
import { createHarness, type Harness } from './agent-harness'
import { echoTool } from './test-tools'

let harness: Harness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

function setup(model: FakeLanguageModel) {
  harness = createHarness({ model, tools: [echoTool, createSubagentTool()] })
  const { runtime, sessionId, events } = harness
  return { agent: { runtime }, seen: events, sessionId }
}

describe('subagent runner', () => {
  it('runs a delegated task with a fresh, silent context and returns only its summary', async () => {
    const model = new FakeLanguageModel([
      reply('Delegating.', [call('s1', 'subagent', { instruction: 'Echo M87 and report.' })]),
      reply('', [call('e1', 'echo', { text: 'M87' })]),
      reply('M87 echoed fine.'),
      reply('The subagent says M87 echoed fine.'),
    ])
    const { agent, seen, sessionId } = setup(model)
    const outcome = await agent.runtime.wait(agent.runtime.prompt(sessionId, 'delegate it').runId)
    expect(outcome.status).toBe('stop')
    const subagentRequest = model.requests[1]
    expect(subagentRequest?.messages).toEqual([{ role: 'user', content: 'Echo M87 and report.' }])
    expect(subagentRequest?.tools.map((tool) => tool.name)).not.toContain('subagent')
    const result = seen.find((event) => event.type === 'tool-result' && event.name === 'subagent')
    expect(result).toMatchObject({ isError: false, output: 'Subagent finished after 2 step(s):\nM87 echoed fine.' })
    const mainContext = model.requests[3]?.messages ?? []
    expect(mainContext.some((message) => message.role === 'tool' && message.name === 'echo')).toBe(false)
    // Of the subagent, the session keeps only what it spent, never its messages.
    const stored = agent.runtime.history(sessionId).messages.map((row) => row.body.kind)
    expect(stored).toEqual(['user', 'delegated-usage', 'assistant', 'tool', 'assistant'])
  })

  it('asks for a summary without tools in the subagent’s last step', async () => {
    const model = new FakeLanguageModel([
      reply('', [call('s1', 'subagent', { instruction: 'Keep echoing.', max_steps: 2 })]),
      reply('', [call('e1', 'echo', { text: 'again' })]),
      reply('Echoed once; stopped at the limit.'),
      reply('Done.'),
    ])
    const { agent, seen, sessionId } = setup(model)
    await agent.runtime.wait(agent.runtime.prompt(sessionId, 'go').runId)
    const wrapUp = model.requests[2]
    expect(wrapUp?.tools).toEqual([])
    expect(wrapUp?.messages.at(-1)).toMatchObject({
      role: 'user',
      content: expect.stringContaining('This is your last step'),
    })
    const result = seen.find((event) => event.type === 'tool-result' && event.name === 'subagent')
    expect(result?.type === 'tool-result' && result.output).toContain('Echoed once; stopped at the limit.')
    expect(model.requests).toHaveLength(4)
  })
})
