import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { CommandError } from '../../../electron/shared/contract/transport'
import {
  type FakeChatRequest,
  type FakeModelServer,
  startFakeModel,
  useFakeModel,
} from '../../helpers/fake-model/fake-model-server'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'

let engine: TestEngine | undefined
let server: FakeModelServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await server?.close()
  engine = undefined
  server = undefined
})

const context = { signal: new AbortController().signal }

/** Answers every chat request with "Answer N." (N counts requests), or an HTTP 400 while `failing` is set. */
async function engineWithCountingModel(state: { failing: boolean }): Promise<TestEngine> {
  let calls = 0
  server = await startFakeModel(() => {
    if (state.failing) return { end: { fail: 'bad-request' } }
    calls += 1
    return { text: [`Answer ${calls}.`] }
  })
  const created = await createTestEngine()
  await useFakeModel(created, server)
  return created
}

/** Resolves once the run has ended and the session takes a new prompt (`run-end` comes just before that). */
async function runEnded(target: TestEngine, sessionId: string, runId: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const unsubscribe = target.events.subscribe({ sessionId }, (event) => {
      if (event.type === 'run-end' && event.runId === runId) {
        unsubscribe()
        resolve()
      }
    })
  })
  while ((await target.handlers['session.messages']({ sessionId }, context)).activeRunId !== null) {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

async function prompt(target: TestEngine, sessionId: string, text: string): Promise<string> {
  const { runId } = await target.handlers['session.prompt']({ sessionId, prompt: text }, context)
  await runEnded(target, sessionId, runId)
  return runId
}

function lastRequestMessages(): FakeChatRequest['messages'] {
  return (server?.requests().at(-1)?.messages ?? []).filter((message) => message.role !== 'system')
}

describe('regenerate and edit a prompt through the engine', () => {
  it('regenerates the last answer: the old answer is set aside, neither shown nor seen by the model', async () => {
    engine = await engineWithCountingModel({ failing: false })
    const session = await engine.handlers['session.create']({ title: 'Rerun' }, context)
    await prompt(engine, session.id, 'First question')
    const second = await prompt(engine, session.id, 'Second question')
    const removed: AgentEvent[] = []
    engine.events.subscribe({ sessionId: session.id }, (event) => {
      if (event.type === 'runs-removed') removed.push(event)
    })

    const { runId } = await engine.handlers['session.regenerate']({ sessionId: session.id, runId: second }, context)
    await runEnded(engine, session.id, runId)

    expect(removed).toMatchObject([{ type: 'runs-removed', runId: second, runIds: [second] }])
    expect(lastRequestMessages().map((message) => message.content)).toEqual([
      'First question',
      'Answer 1.',
      'Second question',
    ])
    const history = await engine.handlers['session.messages']({ sessionId: session.id }, context)
    expect(history.runs.map((run) => run.prompt)).toEqual(['First question', 'Second question'])
    expect(history.runs.map((run) => run.id)).not.toContain(second)
    const texts = history.messages.flatMap((row) =>
      row.body.kind === 'assistant' && row.body.message.role === 'assistant' ? [row.body.message.text] : [],
    )
    expect(texts).toEqual(['Answer 1.', 'Answer 3.'])
  })

  it('edits an earlier prompt: that run and every later one are set aside, and a reload shows the new version', async () => {
    engine = await engineWithCountingModel({ failing: false })
    const session = await engine.handlers['session.create']({ title: 'Edit' }, context)
    const first = await prompt(engine, session.id, 'Distance to M31?')
    await prompt(engine, session.id, 'And M33?')

    const { runId } = await engine.handlers['session.editPrompt'](
      { sessionId: session.id, runId: first, prompt: 'Distance to M81?' },
      context,
    )
    await runEnded(engine, session.id, runId)

    expect(lastRequestMessages().map((message) => message.content)).toEqual(['Distance to M81?'])
    const { events } = await engine.handlers['session.events']({ sessionId: session.id }, context)
    expect(
      events.filter((event) => event.type === 'run-start').map((event) => event.type === 'run-start' && event.prompt),
    ).toEqual(['Distance to M81?'])
  })

  it('retries a run that failed without the prompt being typed again', async () => {
    const state = { failing: true }
    engine = await engineWithCountingModel(state)
    const session = await engine.handlers['session.create']({ title: 'Retry' }, context)
    const failed = await prompt(engine, session.id, 'Fit the light curve')
    const before = await engine.handlers['session.messages']({ sessionId: session.id }, context)
    expect(before.runs[0]?.status).toBe('error')

    state.failing = false
    const { runId } = await engine.handlers['session.regenerate']({ sessionId: session.id, runId: failed }, context)
    await runEnded(engine, session.id, runId)

    const after = await engine.handlers['session.messages']({ sessionId: session.id }, context)
    expect(after.runs.map((run) => [run.prompt, run.status])).toEqual([['Fit the light curve', 'stop']])
  })

  it('refuses a run that is not in the session with a code the window can translate', async () => {
    engine = await engineWithCountingModel({ failing: false })
    const session = await engine.handlers['session.create']({ title: 'Refusals' }, context)
    const error = await engine.handlers['session.regenerate'](
      { sessionId: session.id, runId: 'run_gone' },
      context,
    ).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(CommandError)
    expect(error).toMatchObject({ code: 'not-found' })
  })
})

describe('earlier versions of a message are kept', () => {
  const answers = (history: Awaited<ReturnType<TestEngine['handlers']['session.messages']>>) =>
    history.messages.flatMap((row) =>
      row.body.kind === 'assistant' && row.body.message.role === 'assistant' ? [row.body.message.text] : [],
    )

  it('a regenerated answer is version 2/2; showing 1/2 brings the first answer back, and the conversation goes on from it', async () => {
    engine = await engineWithCountingModel({ failing: false })
    const session = await engine.handlers['session.create']({ title: 'Versions' }, context)
    await prompt(engine, session.id, 'First question')
    const second = await prompt(engine, session.id, 'Second question')
    const seen: AgentEvent[] = []
    engine.events.subscribe({ sessionId: session.id }, (event) => {
      if (event.type === 'run-start' || event.type === 'version-shown') seen.push(event)
    })

    const { runId: regenerated } = await engine.handlers['session.regenerate'](
      { sessionId: session.id, runId: second },
      context,
    )
    await runEnded(engine, session.id, regenerated)
    expect(seen).toMatchObject([
      {
        type: 'run-start',
        runId: regenerated,
        version: { number: 2, count: 2, previousRunId: second, nextRunId: null },
      },
    ])

    expect(await engine.handlers['session.showVersion']({ sessionId: session.id, runId: second }, context)).toEqual({
      shown: true,
    })
    expect(seen.at(-1)).toMatchObject({ type: 'version-shown', runId: second })
    const shown = await engine.handlers['session.messages']({ sessionId: session.id }, context)
    expect(shown.runs.map((run) => [run.prompt, run.version?.number ?? null])).toEqual([
      ['First question', null],
      ['Second question', 1],
    ])
    expect(answers(shown)).toEqual(['Answer 1.', 'Answer 2.'])
    const { events } = await engine.handlers['session.events']({ sessionId: session.id }, context)
    expect(events.filter((event) => event.type === 'run-start').at(-1)).toMatchObject({
      runId: second,
      version: { number: 1, count: 2, previousRunId: null, nextRunId: regenerated },
    })

    await prompt(engine, session.id, 'Third question')
    expect(lastRequestMessages().map((message) => message.content)).toEqual([
      'First question',
      'Answer 1.',
      'Second question',
      'Answer 2.',
      'Third question',
    ])
  })

  it('an edited first prompt keeps the whole earlier conversation as version 1, with what followed it', async () => {
    engine = await engineWithCountingModel({ failing: false })
    const session = await engine.handlers['session.create']({ title: 'Edited' }, context)
    const first = await prompt(engine, session.id, 'Distance to M31?')
    await prompt(engine, session.id, 'And M33?')
    const { runId: edited } = await engine.handlers['session.editPrompt'](
      { sessionId: session.id, runId: first, prompt: 'Distance to M81?' },
      context,
    )
    await runEnded(engine, session.id, edited)
    const afterEdit = await engine.handlers['session.messages']({ sessionId: session.id }, context)
    expect(afterEdit.runs.map((run) => [run.prompt, run.version?.number, run.version?.count])).toEqual([
      ['Distance to M81?', 2, 2],
    ])

    await engine.handlers['session.showVersion']({ sessionId: session.id, runId: first }, context)
    const back = await engine.handlers['session.messages']({ sessionId: session.id }, context)
    expect(back.runs.map((run) => run.prompt)).toEqual(['Distance to M31?', 'And M33?'])
    expect(answers(back)).toEqual(['Answer 1.', 'Answer 2.'])

    await engine.handlers['session.showVersion']({ sessionId: session.id, runId: edited }, context)
    const again = await engine.handlers['session.messages']({ sessionId: session.id }, context)
    expect(again.runs.map((run) => run.prompt)).toEqual(['Distance to M81?'])
  })

  it('refuses a version that is not in the session', async () => {
    engine = await engineWithCountingModel({ failing: false })
    const session = await engine.handlers['session.create']({ title: 'Unknown' }, context)
    await expect(
      engine.handlers['session.showVersion']({ sessionId: session.id, runId: 'run_missing' }, context),
    ).rejects.toMatchObject({ code: 'not-found' })
  })
})
