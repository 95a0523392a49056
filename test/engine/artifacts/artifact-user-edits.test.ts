import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const models: FakeModelServer[] = []
afterEach(async () => {
  for (const model of models.splice(0)) await model.close()
})
const context = { signal: new AbortController().signal }

const drafted = 'M31 lies at about 765 kpc.'
const handEdited = 'M31 lies at 752 ± 27 kpc (Cepheids, checked by hand).'

describe('the user edits and restores artifacts through the engine', () => {
  it('a hand edit is a new version by the user, and the agent’s next read_artifact returns it', async () => {
    const engine = await makeEngine()
    const model = await startFakeModel([
      { calls: [{ id: 'c1', name: 'create_artifact', arguments: { id: 'm31', title: 'M31', content: drafted } }] },
      { text: 'Drafted.' },
      { calls: [{ id: 'r1', name: 'read_artifact', arguments: { id: 'm31' } }] },
      { text: 'Read your edit.' },
    ])
    models.push(model)
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({}, context)
    const sessionId = session.id
    const first = await engine.handlers['session.prompt']({ sessionId, prompt: 'Draft it' }, context)
    await expect(engine.waitForRun(sessionId, first.runId)).resolves.toBe('stop')
    // A reopened window rebuilds the timeline from history: the marker of the agent's change is part of it.
    const { events: history } = await engine.handlers['session.events']({ sessionId }, context)
    expect(history.filter((event) => event.type === 'artifact-updated')).toMatchObject([
      { runId: first.runId, artifact: { id: 'm31', version: 1, content: drafted } },
    ])

    const updates: AgentEvent[] = []
    engine.events.subscribe({ sessionId, types: ['artifact-updated'] }, (event) => updates.push(event))
    const edited = await engine.handlers['artifact.edit'](
      { sessionId, id: 'm31', content: handEdited, baseVersion: 1 },
      context,
    )
    expect(edited).toMatchObject({ version: 2, content: handEdited })
    expect(updates).toMatchObject([{ runId: '', artifact: { id: 'm31', version: 2, content: handEdited } }])
    const versions = await engine.handlers['artifact.versions']({ sessionId, id: 'm31' }, context)
    expect(versions.map(({ version, author }) => ({ version, author }))).toEqual([
      { version: 1, author: 'agent' },
      { version: 2, author: 'user' },
    ])

    const second = await engine.handlers['session.prompt']({ sessionId, prompt: 'Read it again' }, context)
    await expect(engine.waitForRun(sessionId, second.runId)).resolves.toBe('stop')
    const readResult = model
      .requests()[3]
      ?.messages.find((message) => message.role === 'tool' && message.tool_call_id === 'r1')
    expect(String(readResult?.content)).toContain(handEdited)
    expect(String(readResult?.content)).toContain('version="2"')
    expect(String(readResult?.content)).not.toContain(drafted)
  })

  it('restoring makes a new version equal to the old one and keeps the history', async () => {
    const engine = await makeEngine()
    const model = await startFakeModel([
      { calls: [{ id: 'c1', name: 'create_artifact', arguments: { id: 'm31', title: 'M31', content: drafted } }] },
      { calls: [{ id: 'w1', name: 'rewrite_artifact', arguments: { id: 'm31', content: 'A worse draft.' } }] },
      { text: 'Rewritten.' },
    ])
    models.push(model)
    await useFakeModel(engine, model)
    const { id: sessionId } = await engine.handlers['session.create']({}, context)
    const run = await engine.handlers['session.prompt']({ sessionId, prompt: 'Draft and rewrite' }, context)
    await expect(engine.waitForRun(sessionId, run.runId)).resolves.toBe('stop')

    const restored = await engine.handlers['artifact.restore']({ sessionId, id: 'm31', version: 1 }, context)
    expect(restored).toMatchObject({ version: 3, content: drafted })
    const history = await engine.handlers['artifact.versions']({ sessionId, id: 'm31' }, context)
    expect(history.map(({ author, changeSummary }) => [author, changeSummary])).toEqual([
      ['agent', 'created'],
      ['agent', 'rewritten'],
      ['user', 'restored version 1'],
    ])
    const between = await engine.handlers['artifact.get']({ sessionId, id: 'm31', version: 2 }, context)
    expect(between.content).toBe('A worse draft.')
    expect((await engine.handlers['artifact.list']({ sessionId }, context))[0]).toMatchObject({ version: 3 })
  })

  it('refuses an edit based on a version the agent has moved past, and a restore of a version that is not there', async () => {
    const engine = await makeEngine()
    const model = await startFakeModel([
      { calls: [{ id: 'c1', name: 'create_artifact', arguments: { id: 'm31', title: 'M31', content: drafted } }] },
      { calls: [{ id: 'u1', name: 'rewrite_artifact', arguments: { id: 'm31', content: 'Agent text.' } }] },
      { text: 'Done.' },
    ])
    models.push(model)
    await useFakeModel(engine, model)
    const { id: sessionId } = await engine.handlers['session.create']({}, context)
    const run = await engine.handlers['session.prompt']({ sessionId, prompt: 'Write' }, context)
    await expect(engine.waitForRun(sessionId, run.runId)).resolves.toBe('stop')

    await expect(
      engine.handlers['artifact.edit']({ sessionId, id: 'm31', content: handEdited, baseVersion: 1 }, context),
    ).rejects.toMatchObject({ code: 'conflict', message: expect.stringMatching(/now at version 2/) })
    await expect(
      engine.handlers['artifact.restore']({ sessionId, id: 'm31', version: 7 }, context),
    ).rejects.toMatchObject({ code: 'not-found', message: expect.stringMatching(/no version 7/) })
    const latest = await engine.handlers['artifact.get']({ sessionId, id: 'm31' }, context)
    expect(latest).toMatchObject({ version: 2, content: 'Agent text.' })
  })
})
