import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { type TestEngine, useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const models: FakeModelServer[] = []
afterEach(async () => {
  for (const model of models.splice(0)) await model.close()
})
const context = { signal: new AbortController().signal }

async function scripted(engine: TestEngine, script: Parameters<typeof startFakeModel>[0]) {
  const model = await startFakeModel(script)
  models.push(model)
  await useFakeModel(engine, model)
  return model
}

async function run(engine: TestEngine, prompt: string) {
  const session = await engine.handlers['session.create']({}, context)
  const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt }, context)
  expect(await engine.waitForRun(session.id, runId)).toBe('stop')
  return session.id
}

const systemOf = (request: { messages: { role: string; content?: unknown }[] } | undefined) =>
  String(request?.messages.find((message) => message.role === 'system')?.content ?? '')

const fact = 'The user reduces HST WFC3 photometry with DOLPHOT version 2.0 and wants magnitudes in the Vega system.'

describe('what a session starts with', () => {
  it('recalls in a second session what the first saved with save_memory; a memory turned off is not recalled', async () => {
    const engine = await makeEngine()
    const model = await scripted(engine, [
      { calls: [{ id: 'm1', name: 'save_memory', arguments: { content: fact, category: 'preference' } }] },
      { text: 'Noted.' },
      { text: 'Vega magnitudes, as you prefer.' },
      { text: 'Fine.' },
    ])
    await run(engine, 'Remember how I reduce my photometry.')
    expect(systemOf(model.requests()[0])).not.toContain('DOLPHOT')

    await run(engine, 'Which magnitude system should the DOLPHOT table use?')
    const recalled = systemOf(model.requests()[2])
    expect(recalled).toContain('<memories>')
    expect(recalled).toContain(fact)

    const [memory] = await engine.handlers['memory.list']({}, context)
    expect(memory).toMatchObject({ content: fact, enabled: true })
    await engine.handlers['memory.update']({ id: memory?.id ?? '', enabled: false }, context)
    await run(engine, 'And the zero points?')
    expect(systemOf(model.requests()[3])).not.toContain('DOLPHOT')
  })

  it('lists the skills in the system prompt, and a new skill folder without a restart', async () => {
    const engine = await makeEngine({ engine: { watchFolders: true } })
    const model = await scripted(engine, [{ text: 'Hello.' }, { text: 'Hello again.' }])
    await run(engine, 'Hi')
    const first = systemOf(model.requests()[0])
    expect(first).toContain('- literature-review (fork): Survey the literature')
    expect(first).not.toContain('photometry-check')

    const folder = join(engine.dataDir, 'skills', 'photometry-check')
    mkdirSync(folder, { recursive: true })
    writeFileSync(
      join(folder, 'SKILL.md'),
      '---\nname: photometry-check\ndescription: Check a photometric catalogue for saturated stars\n---\nLook at the brightest stars first.\n',
    )
    await expect
      .poll(
        async () => {
          await run(engine, 'Hi again')
          return systemOf(model.requests().at(-1))
        },
        { timeout: 25_000 },
      )
      .toContain('- photometry-check (inline): Check a photometric catalogue for saturated stars')
  }, 40_000)

  it('tells the model before its next step how a background task ended', async () => {
    const engine = await makeEngine()
    const model = await scripted(engine, [
      {
        calls: [
          { id: 'b1', name: 'bg_task_run', arguments: { tool: 'parse_paper', arguments: { paper: '2401.99999' } } },
        ],
      },
      { calls: [{ id: 't1', name: 'todo_write', arguments: { todos: [] } }] },
      { text: 'The parse failed; the paper is not in the library.' },
    ])
    const sessionId = await run(engine, 'Parse 2401.99999 in the background')
    const messages = model.requests().flatMap((request) => request.messages)
    const notice = messages.find(
      (message) => message.role === 'user' && String(message.content).includes('<background-notifications>'),
    )
    expect(String(notice?.content)).toMatch(/parse_paper FAILED/)
    const done = engine.events.replay({ sessionId }).filter((event) => event.type === 'background-task-done')
    expect(done).toHaveLength(1)
  })
})

describe('time limits per tool', () => {
  it('lets ask_user wait past Settings’ default tool timeout: the question keeps its own five minutes', async () => {
    const engine = await makeEngine()
    await engine.handlers['settings.set']({ patch: { tools: { timeoutSeconds: 1 } }, secrets: [] }, context)
    await scripted(engine, [
      { calls: [{ id: 'q1', name: 'ask_user', arguments: { question: 'Which band?', options: ['g', 'r'] } }] },
      { text: 'Using the r band.' },
    ])
    const session = await engine.handlers['session.create']({}, context)
    const asked = new Promise<string>((resolve) => {
      engine.events.subscribe({ sessionId: session.id, types: ['question-asked'] }, (event) => {
        if (event.type === 'question-asked') resolve(event.questionId)
      })
    })
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Photometry' }, context)
    const questionId = await asked
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await engine.handlers['question.reply']({ questionId, answer: 'r' }, context)
    expect(await engine.waitForRun(session.id, runId)).toBe('stop')
    const result = engine.events.replay({ sessionId: session.id }).find((event) => event.type === 'tool-result')
    expect(result).toMatchObject({ name: 'ask_user', isError: false, state: 'completed' })
    expect(result?.type === 'tool-result' && result.output).toContain('r')
  })
})
