import { describe, expect, it } from 'vitest'
import { commands } from '../../electron/shared/contract/commands'
import type { PermissionRule } from '../../electron/shared/domain/settings'
import { context, engineWithMcp, everythingServer, startScriptedModel, waitFor } from '../engine/mcp/mcp-test-support'
import { useTestEngine } from '../helpers/test-engine'

const makeEngine = useTestEngine()

const rule = (id: string, tool: string): PermissionRule => ({
  id,
  effect: 'deny',
  tool,
  agent: '*',
  reason: '',
  source: 'user',
})

describe('contract: tools.list', () => {
  it('lists every built-in tool with its timeline text in both languages, its default level and the dialog timeout', async () => {
    const engine = await makeEngine()
    const listed = commands['tools.list'].output.parse(await engine.handlers['tools.list']({}, context))
    const names = listed.tools.map((tool) => tool.name)
    expect(names).toEqual([...names].sort())
    expect(names).toEqual(
      expect.arrayContaining(['read_file', 'run_bash', 'web_fetch', 'todo_write', 'search_papers', 'spawn_teammate']),
    )
    expect(listed.tools.every((tool) => tool.origin === 'builtin')).toBe(true)
    expect(listed.tools.find((tool) => tool.name === 'todo_write')).toEqual({
      name: 'todo_write',
      ui: {
        title: { en: 'To-do list', 'zh-CN': '待办清单' },
        doing: { en: 'Updating the to-do list', 'zh-CN': '正在更新待办清单' },
        done: { en: 'Updated the to-do list', 'zh-CN': '已更新待办清单' },
      },
      defaultPermission: 'auto',
      origin: 'builtin',
    })
    const confirming = listed.tools.filter((tool) => tool.defaultPermission === 'confirm').map((tool) => tool.name)
    expect(confirming).toEqual(['file_edit', 'file_write', 'query_catalog', 'run_bash', 'web_fetch'])
    expect(listed.permissionTimeoutSeconds).toBe(300)

    await engine.handlers['settings.set']({ patch: { permissions: { timeoutSeconds: 45 } }, secrets: [] }, context)
    expect((await engine.handlers['tools.list']({}, context)).permissionTimeoutSeconds).toBe(45)
  })

  it("lists a running MCP server's tools under their registry names, asking first by default", async () => {
    const model = await startScriptedModel([])
    const engine = await engineWithMcp(model, [
      {
        name: 'everything',
        enabled: true,
        transport: 'stdio',
        command: process.execPath,
        args: [everythingServer, 'stdio'],
        cwd: '',
        envNames: [],
      },
    ])
    try {
      const { tools } = await waitFor(
        () => engine.handlers['tools.list']({}, context),
        (listed) => listed.tools.some((tool) => tool.name === 'mcp__everything__echo'),
      )
      const echo = tools.find((tool) => tool.name === 'mcp__everything__echo')
      expect(echo).toMatchObject({ origin: 'mcp', defaultPermission: 'confirm' })
      expect(echo?.ui.title.en).toMatch(/\(everything\)$/)
      expect(echo?.ui.done['zh-CN']).toContain('everything')

      await expect(
        engine.handlers['permission.rules.set']({ rules: [rule('sum', 'mcp__everything__no-such-tool')] }, context),
      ).rejects.toMatchObject({ code: 'unknown-tool', hint: expect.stringContaining('Settings → MCP servers') })
      const saved = await engine.handlers['permission.rules.set'](
        { rules: [rule('echo', 'mcp__everything__echo')] },
        context,
      )
      expect(saved.map((kept) => kept.tool)).toEqual(['mcp__everything__echo'])
    } finally {
      await engine.dispose()
      await model.close()
    }
  })
})

describe('contract: permission.rules.set names only registered tools', () => {
  it('refuses a rule for a tool that does not exist, with a code the window translates and what to do', async () => {
    const engine = await makeEngine()
    const before = await engine.handlers['permission.rules.list']({}, context)
    await expect(
      engine.handlers['permission.rules.set']({ rules: [...before, rule('typo', 'run_bsh')] }, context),
    ).rejects.toMatchObject({
      code: 'unknown-tool',
      message: expect.stringContaining('"run_bsh"'),
      hint: expect.stringContaining('Settings → Permissions'),
    })
    expect(await engine.handlers['permission.rules.list']({}, context)).toEqual(before)

    const saved = await engine.handlers['permission.rules.set'](
      { rules: [rule('bash', 'run_bash'), rule('every', '*')] },
      context,
    )
    expect(saved.map((kept) => kept.tool)).toEqual(['run_bash', '*'])
  })

  it("keeps a stored rule for a tool that is gone (a stopped MCP server's) when other rules are saved", async () => {
    const engine = await makeEngine()
    const gone = rule('gone', 'mcp__stopped__search')
    await engine.handlers['settings.set']({ patch: { permissions: { rules: [gone] } }, secrets: [] }, context)
    const saved = await engine.handlers['permission.rules.set']({ rules: [gone, rule('fetch', 'web_fetch')] }, context)
    expect(saved.map((kept) => kept.id)).toEqual(['gone', 'fetch'])
    await expect(
      engine.handlers['permission.rules.set']({ rules: [{ ...gone, tool: 'mcp__stopped__fetch' }] }, context),
    ).rejects.toMatchObject({ code: 'unknown-tool' })
  })
})
