import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPermissionHandlers } from '../../../electron/main/engine/permissions/permission-handlers'
import type { PermissionRule } from '../../../electron/shared/domain/settings'
import { createHarness, flush, testTool } from '../tools/executor-harness'

afterEach(() => {
  vi.useRealTimers()
})

const ran: string[] = []
const webFetch = testTool({
  name: 'web_fetch',
  permission: 'confirm',
  run: async (input) => {
    ran.push(input.text ?? '')
    return { content: `fetched ${input.text ?? ''}`, isError: false, metadata: {} }
  },
})

/** The tools the rules below name. */
const knownTools = {
  exists: (name: string) => name === 'web_fetch' || name === 'run_bash',
  prepare: async () => undefined,
}

function call(text: string) {
  return [{ name: 'web_fetch', arguments: { text } }]
}

describe('permission interrupt', () => {
  it('asks for a CONFIRM tool and runs it once the user allows it once', async () => {
    ran.length = 0
    const harness = createHarness({
      tools: [webFetch],
      onEvent: (event, self) => {
        if (event.type === 'permission-request') self.permissions.reply(event.requestId, 'once')
      },
    })
    const [first] = await harness.executor.executeTurn(call('a'), harness.turn())
    const [second] = await harness.executor.executeTurn(call('b'), harness.turn())
    expect([first?.state, second?.state]).toEqual(['completed', 'completed'])
    expect(harness.eventsOf('permission-request')).toHaveLength(2)
    expect(harness.eventsOf('permission-request')[0]).toMatchObject({
      tool: 'web_fetch',
      arguments: { text: 'a' },
      level: 'confirm',
      reason: 'web_fetch is set to ask before it runs',
    })
    expect(harness.eventsOf('permission-response')[0]).toMatchObject({ decision: 'once' })
    expect(ran).toEqual(['a', 'b'])
  })

  it("tells the model the user's reason on deny, without running the tool", async () => {
    ran.length = 0
    const harness = createHarness({
      tools: [webFetch],
      onEvent: (event, self) => {
        if (event.type === 'permission-request')
          self.permissions.reply(event.requestId, 'deny', 'that site is paywalled')
      },
    })
    const [result] = await harness.executor.executeTurn(call('a'), harness.turn())
    expect(result).toMatchObject({ state: 'denied', isError: true })
    expect(result?.content).toBe(
      "The user denied permission to run web_fetch. The user's reason: that site is paywalled",
    )
    expect(ran).toEqual([])
    expect(harness.eventsOf('tool-result')[0]?.state).toBe('denied')
  })

  it('"always" skips the dialog for the rest of the session, shows a session rule, and reset removes it', async () => {
    const harness = createHarness({
      tools: [webFetch],
      onEvent: (event, self) => {
        if (event.type === 'permission-request') self.permissions.reply(event.requestId, 'always')
      },
    })
    await harness.executor.executeTurn(call('a'), harness.turn())
    const [second] = await harness.executor.executeTurn(call('b'), harness.turn())
    expect(second?.state).toBe('completed')
    expect(harness.eventsOf('permission-request')).toHaveLength(1)
    await harness.executor.executeTurn(call('c'), harness.turn({ sessionId: 'other' }))
    expect(harness.eventsOf('permission-request')).toHaveLength(2)

    const handlers = createPermissionHandlers(harness.permissions, knownTools)
    const context = { signal: new AbortController().signal }
    const listed = await handlers['permission.rules.list']({}, context)
    expect(listed).toEqual([
      expect.objectContaining({ id: 'session:s1:web_fetch', effect: 'allow', tool: 'web_fetch', source: 'session' }),
      expect.objectContaining({ id: 'session:other:web_fetch', source: 'session' }),
    ])
    expect(await handlers['permission.rules.reset']({}, context)).toEqual([])
    await harness.executor.executeTurn(call('d'), harness.turn())
    expect(harness.eventsOf('permission-request')).toHaveLength(3)
  })

  it('denies when nobody answers within settings.permissions.timeoutSeconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const harness = createHarness({ tools: [webFetch], permission: { timeoutSeconds: 30 } })
    let settled = false
    const running = harness.executor.executeTurn(call('a'), harness.turn()).then((results) => {
      settled = true
      return results
    })
    await flush()
    expect(harness.permissions.pending()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const [result] = await running
    expect(result?.state).toBe('denied')
    expect(result?.content).toBe('Permission denied for web_fetch: the user did not answer within 30 seconds.')
    expect(harness.permissions.pending()).toEqual([])
    expect(harness.eventsOf('permission-response')[0]).toMatchObject({ decision: 'deny' })
  })

  it('denies every pending request when the window closes or the connection drops', async () => {
    const harness = createHarness({ tools: [webFetch] })
    const first = harness.executor.executeTurn(call('a'), harness.turn({ sessionId: 'one' }))
    const second = harness.executor.executeTurn(call('b'), harness.turn({ sessionId: 'two' }))
    await flush()
    const pending = harness.permissions.pending()
    expect(pending.map((entry) => entry.sessionId).sort()).toEqual(['one', 'two'])
    expect(harness.permissions.pending('one')).toHaveLength(1)
    expect(harness.permissions.disconnect()).toBe(2)
    const results = [...(await first), ...(await second)]
    expect(results.map((result) => result.state)).toEqual(['denied', 'denied'])
    expect(results[0]?.content).toMatch(/the window was closed or the connection dropped before the user answered/)
    expect(harness.permissions.reply(pending[0]?.requestId ?? '', 'once')).toBe(false)
  })

  it('denies instead of asking in silent mode (subagents)', async () => {
    const harness = createHarness({ tools: [webFetch] })
    const [result] = await harness.executor.executeTurn(call('a'), harness.turn({ silent: true }))
    expect(result?.state).toBe('denied')
    expect(result?.content).toMatch(/a subagent cannot ask for/)
    expect(harness.eventsOf('permission-request')).toEqual([])
  })

  it('a cancelled turn withdraws its request', async () => {
    const harness = createHarness({ tools: [webFetch] })
    const controller = new AbortController()
    const running = harness.executor.executeTurn(call('a'), harness.turn({ signal: controller.signal }))
    await flush()
    controller.abort()
    const [result] = await running
    expect(result?.state).toBe('cancelled')
    expect(harness.permissions.pending()).toEqual([])
  })

  it('applies per-agent level overrides from settings', async () => {
    const harness = createHarness({
      tools: [webFetch, testTool({ name: 'web_search' })],
      permission: { agentLevels: { main: { web_fetch: 'auto', web_search: 'confirm' } } },
      onEvent: (event, self) => {
        if (event.type === 'permission-request') self.permissions.reply(event.requestId, 'deny')
      },
    })
    const results = await harness.executor.executeTurn(
      [
        { name: 'web_fetch', arguments: {} },
        { name: 'web_search', arguments: {} },
      ],
      harness.turn(),
    )
    expect(results.map((result) => result.state)).toEqual(['completed', 'denied'])
    expect(results[1]?.content).toBe('The user denied permission to run web_search. The user gave no reason.')
  })
})

describe('permission commands', () => {
  it('lists pending requests, replies through the handler and edits rules with their source', async () => {
    const harness = createHarness({ tools: [webFetch] })
    const handlers = createPermissionHandlers(harness.permissions, knownTools)
    const context = { signal: new AbortController().signal }
    const running = harness.executor.executeTurn(call('a'), harness.turn())
    await flush()
    const [pending] = await handlers['permission.pending']({}, context)
    expect(pending).toMatchObject({ tool: 'web_fetch', sessionId: 's1', agent: 'main', level: 'confirm' })
    expect(await handlers['permission.reply']({ requestId: 'nope', decision: 'once' }, context)).toEqual({
      accepted: false,
    })
    expect(
      await handlers['permission.reply']({ requestId: pending?.requestId ?? '', decision: 'always' }, context),
    ).toEqual({ accepted: true })
    expect((await running)[0]?.state).toBe('completed')

    const deny: PermissionRule = {
      id: 'r1',
      effect: 'deny',
      tool: 'web_fetch',
      agent: '*',
      reason: 'offline project',
      source: 'user',
    }
    const builtIn: PermissionRule = { ...deny, id: 'd1', effect: 'ask', tool: 'run_bash', source: 'default' }
    const afterSet = await handlers['permission.rules.set']({ rules: [builtIn, deny] }, context)
    expect(afterSet.map((rule) => [rule.id, rule.source])).toEqual([
      ['d1', 'default'],
      ['r1', 'user'],
    ])
    const [denied] = await harness.executor.executeTurn(call('b'), harness.turn())
    expect(denied?.content).toBe(
      'Permission denied for web_fetch: offline project. Do not retry this call; choose another way or tell the user.',
    )
    expect((await handlers['permission.rules.reset']({}, context)).map((rule) => rule.id)).toEqual(['d1'])
  })

  it('refuses a rule list with a repeated id and keeps the old rules', async () => {
    const rule: PermissionRule = { id: 'x', effect: 'deny', tool: '*', agent: '*', reason: '', source: 'user' }
    const harness = createHarness({ tools: [webFetch], rules: [rule] })
    await expect(harness.permissions.setRules([rule, { ...rule, effect: 'allow' }])).rejects.toThrow(
      'Two permission rules share the id "x".',
    )
    expect(harness.permissions.listRules()).toEqual([rule])
  })

  it('rules.set without a session rule revokes that always-allow', async () => {
    const harness = createHarness({
      tools: [webFetch],
      onEvent: (event, self) => {
        if (event.type === 'permission-request') self.permissions.reply(event.requestId, 'always')
      },
    })
    await harness.executor.executeTurn(call('a'), harness.turn())
    expect(harness.permissions.alwaysAllowed('s1').has('web_fetch')).toBe(true)
    await harness.permissions.setRules([])
    expect(harness.permissions.alwaysAllowed('s1').has('web_fetch')).toBe(false)
  })
})
