import { afterEach, describe, expect, it } from 'vitest'
import type { PermissionRule } from '../../../electron/shared/domain/settings'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'

const engines: TestEngine[] = []
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.dispose()
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
    expect(engine.settings.get().permissions.rules).toEqual(rules)
    expect((await engine.handlers['settings.get']({}, context)).settings.permissions.rules).toEqual(rules)

    await engine.dispose()
    const reopened = await createTestEngine({ dataDir: engine.dataDir, secretStore: engine.secretStore })
    engines.push(reopened)
    expect(await reopened.handlers['permission.rules.list']({}, context)).toEqual(rules)
    expect(await reopened.handlers['permission.rules.reset']({}, context)).toEqual([rules[0]])
    expect(reopened.settings.get().permissions.rules).toEqual([rules[0]])
  })

  it('denies pending requests when the host reports a disconnect, and answers pending lists by session', async () => {
    const engine = await createTestEngine()
    engines.push(engine)
    const outcome = engine.permissions.check({
      sessionId: 's',
      runId: 'r',
      toolCallId: 'c',
      tool: 'web_fetch',
      agent: 'main',
      arguments: { url: 'https://example.org' },
      silent: false,
      signal: new AbortController().signal,
      defaultLevel: 'confirm',
      toolRules: [],
    })
    const pending = await engine.handlers['permission.pending']({ sessionId: 's' }, context)
    expect(pending).toEqual([
      expect.objectContaining({ tool: 'web_fetch', toolCallId: 'c', reason: expect.any(String) }),
    ])
    expect(await engine.handlers['permission.pending']({ sessionId: 'other' }, context)).toEqual([])
    engine.permissions.disconnect()
    expect(await outcome).toMatchObject({ allowed: false, via: 'disconnect' })
    const types = engine.events.replay({ sessionId: 's' }).map((event) => event.type)
    expect(types).toEqual(['permission-request', 'permission-response'])
  })
})
