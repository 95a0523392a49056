import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { eventsOfType } from '../../helpers/prompt-to-end'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
let model: FakeModelServer | null = null
afterEach(async () => {
  await model?.close()
  model = null
})

const systemOf = (messages: { role: string; content?: unknown }[] | undefined) =>
  String(messages?.find((message) => message.role === 'system')?.content ?? '')

describe('internal agents', () => {
  it('call_subagent refuses one with a clear result, the lead is not told of it, and the lead keeps the run', async () => {
    const engine = await makeEngine()
    const indexer = {
      name: 'indexer',
      description: 'Rebuilds the search index',
      prompt: 'Index.',
      tools: ['rag_search'],
      internal: true,
    }
    const reviewer = { name: 'reviewer', description: 'Reviews drafts', prompt: 'Review.', tools: ['rag_search'] }
    await engine.handlers['settings.set']({ patch: { agents: [indexer, reviewer] }, secrets: [] }, context)
    model = await startFakeModel([
      {
        calls: [
          { id: 'h1', name: 'call_subagent', arguments: { agent_name: 'indexer', instruction: 'Rebuild the index.' } },
        ],
      },
      { text: 'I cannot hand that over.' },
    ])
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({}, context)
    const seen: AgentEvent[] = []
    engine.events.subscribe({ sessionId: session.id }, (event) => seen.push(event))
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Reindex' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')

    const result = eventsOfType(seen, 'tool-result').find((event) => event.toolCallId === 'h1')
    expect(result).toMatchObject({ isError: true, state: 'error' })
    expect(result?.output).toContain("'indexer' is an internal agent the app runs itself; it cannot be handed work.")
    expect(result?.output).toContain('Agents you can call:')
    expect(result?.output).not.toMatch(/call:.*indexer/)
    expect(eventsOfType(seen, 'step-start').map((event) => event.agent)).toEqual(['main', 'main'])
    const system = systemOf(model.requests()[0]?.messages)
    expect(system).toContain('- reviewer: Reviews drafts')
    expect(system).not.toContain('indexer')
  })
})
