import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import type { FakeTurn } from '../../helpers/fake-model/fake-turn'
import { eventsOfType, promptToEnd } from '../../helpers/prompt-to-end'
import { type TestEngine, useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})
const context = { signal: new AbortController().signal }

async function xmlEngine(turns: FakeTurn[]): Promise<{ engine: TestEngine; model: FakeModelServer }> {
  const engine = await makeEngine()
  const model = await startFakeModel(turns)
  cleanups.push(() => model.close())
  await useFakeModel(engine, model, { toolProtocol: 'xml' })
  return { engine, model }
}

const xmlCall = (name: string, params: Record<string, string>) =>
  `<tool_call><name>${name}</name><params>${Object.entries(params)
    .map(([key, value]) => `<${key}><![CDATA[${value}]]></${key}>`)
    .join('')}</params></tool_call>`

const toolText = (model: FakeModelServer, request: number) =>
  (model.requests()[request]?.messages ?? []).map((message) => String(message.content)).join('\n')

describe('the XML protocol, to the letter', () => {
  it('asks about a second CONFIRM call only after the first has run, as the instructions say', async () => {
    const project = mkdtempSync(join(tmpdir(), 'astro-project-'))
    cleanups.push(() => rmSync(project, { recursive: true, force: true }))
    const { engine, model } = await xmlEngine([
      {
        text: `Writing both.${xmlCall('file_write', { path: 'a.txt', content: 'first' })}${xmlCall('file_write', { path: 'b.txt', content: 'second' })}`,
      },
      { text: 'Both written.' },
    ])
    const session = await engine.handlers['session.create']({ projectDir: project }, context)
    const order: string[] = []
    engine.events.subscribe({ sessionId: session.id }, (event: AgentEvent) => {
      if (event.type === 'permission-request') {
        order.push(`ask ${String(event.arguments.path)}`)
        void engine.handlers['permission.reply']({ requestId: event.requestId, decision: 'once' }, context)
      }
      if (event.type === 'tool-result') order.push(`ran ${String(event.arguments.path)}`)
    })
    await promptToEnd(engine, 'Write a.txt and b.txt', session.id)

    expect(order).toEqual(['ask a.txt', 'ran a.txt', 'ask b.txt', 'ran b.txt'])
    expect(readFileSync(join(project, 'b.txt'), 'utf8')).toBe('second')
    expect(toolText(model, 0)).toContain(
      'They run in the order you write them, each after the one before it has finished',
    )
    expect(toolText(model, 0)).not.toContain('They execute sequentially')
  })

  it('refuses a second call_subagent in one reply with a clear result; the first agent takes over', async () => {
    const { engine, model } = await xmlEngine([
      {
        text: `${xmlCall('call_subagent', { agent_name: 'literature', instruction: 'Find papers on M87 jets.' })}${xmlCall('call_subagent', { agent_name: 'analysis', instruction: 'Fit the jet profile.' })}`,
      },
      { text: 'Three papers on M87 jets.' },
      { text: 'Done.' },
    ])
    const events = await promptToEnd(engine, 'Research and analyse the M87 jet.')

    const results = eventsOfType(events, 'tool-result')
    const first = results.find((result) => result.arguments.agent_name === 'literature')
    const second = results.find((result) => result.arguments.agent_name === 'analysis')
    expect(first).toMatchObject({ name: 'call_subagent', isError: false })
    expect(first?.output).toContain('The literature agent takes over')
    expect(second).toMatchObject({ name: 'call_subagent', isError: true })
    expect(second?.output).toContain('only one call_subagent runs per reply')
    expect(second?.output).not.toContain('takes over with this task')
    expect(eventsOfType(events, 'step-start').map((step) => step.agent)).toEqual(['main', 'literature', 'main'])
    expect(model.requests()).toHaveLength(3)
  })

  it('reads prose that mentions <tool_call> and a tool name as text, not as a malformed call', async () => {
    const sentence = 'I can make a <tool_call> with read_artifact to open the full table, if you like.'
    const { engine, model } = await xmlEngine([{ text: sentence }])
    const events = await promptToEnd(engine, 'Summarise the table.')

    expect(eventsOfType(events, 'tool-call')).toEqual([])
    expect(
      eventsOfType(events, 'text-delta')
        .map((event) => event.delta)
        .join(''),
    ).toBe(sentence)
    expect(eventsOfType(events, 'run-end')).toMatchObject([{ reason: 'stop', steps: 1 }])
    expect(model.requests()).toHaveLength(1)
  })

  it('tells the model about a call it could not read without a doubled full stop', async () => {
    const { engine, model } = await xmlEngine([
      { text: '<tool_call><params><id><![CDATA[x]]></id></params></tool_call>' },
      { text: 'Sorry.' },
    ])
    const events = await promptToEnd(engine, 'Read the artifact.')

    const [result] = eventsOfType(events, 'tool-result')
    expect(result?.output).toContain('Write the call again.')
    expect(result?.output).not.toMatch(/\.\./)
    expect(toolText(model, 1)).not.toMatch(/\.\. Write/)
  })
})
