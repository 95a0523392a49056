import { afterEach, describe, expect, it } from 'vitest'
import type { PermissionRule } from '../../../electron/shared/domain/settings'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'

const engines: TestEngine[] = []
const models: FakeModelServer[] = []
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.dispose()
  for (const model of models.splice(0)) await model.close()
})

const context = { signal: new AbortController().signal }
const tempDir = useTempDir('astro-permissions-')

describe('permission rules in the engine', () => {
  it('persists rules in settings, keeps them across a reopen, and reset keeps only default rules', async () => {
    const engine = await createTestEngine({ dataDir: tempDir() })
    const rules: PermissionRule[] = [
      { id: 'd', effect: 'ask', tool: 'run_bash', agent: '*', reason: 'shell', source: 'default' },
      { id: 'u', effect: 'deny', tool: 'web_fetch', agent: 'main', reason: 'offline', source: 'user' },
    ]
    await engine.handlers['permission.rules.set']({ rules }, context)
    expect((await engine.handlers['settings.get']({}, context)).settings.permissions.rules).toEqual(rules)

    await engine.dispose()
    const reopened = await createTestEngine({ dataDir: engine.dataDir, secretStore: engine.secretStore })
    engines.push(reopened)
    expect(await reopened.handlers['permission.rules.list']({}, context)).toEqual(rules)
    expect(await reopened.handlers['permission.rules.reset']({}, context)).toEqual([rules[0]])
    expect((await reopened.handlers['settings.get']({}, context)).settings.permissions.rules).toEqual([rules[0]])
  })

  it('denies pending requests when the host reports a disconnect, and answers pending lists by session', async () => {
    const engine = await createTestEngine()
    engines.push(engine)
    const model = await startFakeModel([
      { calls: [{ id: 'c', name: 'web_fetch', arguments: { url: 'https://example.org' } }] },
      { text: 'The page could not be fetched.' },
    ])
    models.push(model)
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({}, context)
    const requested = new Promise<void>((resolve) => {
      engine.events.subscribe({ sessionId: session.id, types: ['permission-request'] }, () => resolve())
    })
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Fetch it' }, context)
    await requested
    const pending = await engine.handlers['permission.pending']({ sessionId: session.id }, context)
    expect(pending).toEqual([
      expect.objectContaining({ tool: 'web_fetch', toolCallId: 'c', reason: expect.any(String) }),
    ])
    expect(await engine.handlers['permission.pending']({ sessionId: 'other' }, context)).toEqual([])
    engine.disconnectClients('the window was closed')
    expect(await engine.waitForRun(session.id, runId)).toBe('stop')
    const events = engine.events.replay({ sessionId: session.id })
    expect(events.filter((event) => event.type.startsWith('permission-')).map((event) => event.type)).toEqual([
      'permission-request',
      'permission-response',
    ])
    expect(events.find((event) => event.type === 'tool-result')).toMatchObject({ state: 'denied', isError: true })
  })
})
