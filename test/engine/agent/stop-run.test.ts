import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { call, type FakeTurn } from '../../helpers/fake-model/fake-turn'
import { eventsOfType } from '../../helpers/prompt-to-end'
import { type TestEngine, useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const models: FakeModelServer[] = []
afterEach(async () => {
  for (const model of models.splice(0)) await model.close()
})

const context = { signal: new AbortController().signal }

/** An engine on a fake model that plays `turns`; `hung` resolves once a turn hangs. */
async function engineOn(turns: FakeTurn[]): Promise<{ engine: TestEngine; model: FakeModelServer }> {
  const engine = await makeEngine()
  const model = await startFakeModel(turns)
  models.push(model)
  await useFakeModel(engine, model)
  return { engine, model }
}

async function startRun(engine: TestEngine, prompt: string) {
  const session = await engine.handlers['session.create']({ title: 'Stop' }, context)
  const seen: AgentEvent[] = []
  engine.events.subscribe({ sessionId: session.id }, (event) => seen.push(event))
  const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt }, context)
  return { sessionId: session.id, runId, seen }
}

describe('Stop ends the whole run', () => {
  it('stops a subagent whose model hangs: run-abort, the subagent call cancelled, no request left open', async () => {
    let hung: () => void = () => undefined
    const hanging = new Promise<void>((resolve) => {
      hung = resolve
    })
    const { engine, model } = await engineOn([
      { calls: [call('call_delegate', 'subagent', { instruction: 'Find the redshift of 3C 273.' })] },
      { text: 'Searching', end: 'hang', onHang: () => hung() },
    ])
    const run = await startRun(engine, 'Delegate the redshift lookup.')
    await hanging
    expect(model.openRequests()).toBe(1)

    expect(await engine.handlers['session.cancel']({ sessionId: run.sessionId, runId: run.runId }, context)).toEqual({
      cancelled: true,
    })
    expect(await engine.waitForRun(run.sessionId, run.runId)).toBe('aborted')

    expect(eventsOfType(run.seen, 'run-abort')).toHaveLength(1)
    const delegation = eventsOfType(run.seen, 'tool-result').find((result) => result.name === 'subagent')
    expect(delegation).toMatchObject({ state: 'cancelled' })
    expect(delegation?.output).toBe('subagent was cancelled: Stopped by the user.')
    await vi.waitFor(() => expect(model.openRequests()).toBe(0))
    // Nothing ran on after Stop: the lead did not get another step.
    expect(model.requests()).toHaveLength(2)
  })

  it('withdraws a pending ask_user question: run-abort, nothing left pending', async () => {
    const { engine, model } = await engineOn([
      { calls: [call('call_ask', 'ask_user', { question: 'Which band, V or R?', options: ['V', 'R'] })] },
    ])
    const run = await startRun(engine, 'Plan the photometry.')
    await vi.waitFor(() => expect(eventsOfType(run.seen, 'question-asked')).toHaveLength(1))
    expect(await engine.handlers['question.pending']({ sessionId: run.sessionId }, context)).toHaveLength(1)

    await engine.handlers['session.cancel']({ sessionId: run.sessionId, runId: run.runId }, context)
    expect(await engine.waitForRun(run.sessionId, run.runId)).toBe('aborted')

    expect(eventsOfType(run.seen, 'run-abort')).toHaveLength(1)
    expect(eventsOfType(run.seen, 'tool-result').find((result) => result.name === 'ask_user')).toMatchObject({
      state: 'cancelled',
    })
    expect(await engine.handlers['question.pending']({ sessionId: run.sessionId }, context)).toEqual([])
    expect(model.openRequests()).toBe(0)
    expect(model.requests()).toHaveLength(1)
  })
})
