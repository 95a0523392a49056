import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../../electron/shared/contract/events'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../../helpers/fake-model/fake-model-server'
import { createTestEngine, type TestEngine } from '../../../helpers/test-engine'

let engine: TestEngine | undefined
let model: FakeModelServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await model?.close()
  engine = undefined
  model = undefined
})

const context = { signal: new AbortController().signal }

describe('run_bash without a project folder', () => {
  it('is refused before the user is asked, with a reason naming where to set the folder', async () => {
    model = await startFakeModel([
      { calls: [{ id: 'call_1', name: 'run_bash', arguments: { command: 'ls' } }] },
      ...Array.from({ length: 3 }, () => ({ text: 'Please set a project folder.' })),
    ])
    engine = await createTestEngine()
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({ title: 'No folder' }, context)
    const seen: AgentEvent[] = []
    const ended = new Promise<void>((resolve) => {
      engine?.events.subscribe({ sessionId: session.id }, (event) => {
        seen.push(event)
        if (event.type === 'run-end') resolve()
      })
    })
    await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'List the files' }, context)
    await ended

    expect(seen.filter((event) => event.type === 'permission-request')).toEqual([])
    const result = seen.find((event) => event.type === 'tool-result')
    expect(result).toMatchObject({ name: 'run_bash', isError: true })
    expect(result?.type === 'tool-result' && result.output).toContain('Project folder')
  })
})
