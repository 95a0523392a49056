import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTool, toolResult } from '../../../electron/main/engine/tools/define-tool'
import { ToolNameCollisionError, ToolRegistry } from '../../../electron/main/engine/tools/registry'
import { toolSets } from '../../../electron/main/engine/tools/registry-sets'
import { testToolUi } from '../../helpers/test-tool-ui'
import { testTool } from './executor-harness'

const names = (list: { name: string }[]) => list.map((entry) => entry.name)

describe('ToolRegistry', () => {
  it('lists definitions sorted by name whatever the insertion order', () => {
    const registry = ToolRegistry.of([testTool({ name: 'rag_search' }), testTool({ name: 'ask_user' })])
    registry.add(testTool({ name: 'grep_files' }))
    expect(names(registry.definitions())).toEqual(['ask_user', 'grep_files', 'rag_search'])
    expect(registry.definitions()[0]).toEqual({
      name: 'ask_user',
      description: 'Test tool ask_user.',
      parameters: { type: 'object', properties: { text: { type: 'string' } } },
    })
  })

  it('filters by an agent whitelist and builds a restricted registry', () => {
    const registry = ToolRegistry.of(['c', 'a', 'b'].map((name) => testTool({ name })))
    expect(registry.names(['c', 'a', 'missing'])).toEqual(['a', 'c'])
    const restricted = registry.restrictTo(['b'])
    expect(restricted.names()).toEqual(['b'])
    expect(restricted.get('a')).toBeUndefined()
  })

  it('refuses custom tools named like reserved, built-in or earlier custom tools, with a clear message', () => {
    const registry = ToolRegistry.of([testTool({ name: 'read_file' })])
    expect(() => registry.addCustom(testTool({ name: 'read_artifact' }))).toThrow(ToolNameCollisionError)
    expect(() => registry.addCustom(testTool({ name: 'read_artifact' }))).toThrow(
      'A custom tool cannot be named "read_artifact": that name belongs to a reserved tool. Rename the custom tool (for example "my_read_artifact").',
    )
    expect(() => registry.addCustom(testTool({ name: 'read_file' }))).toThrow(/belongs to a builtin tool/)
    registry.addCustom(testTool({ name: 'mcp_lookup' }))
    expect(() => registry.addCustom(testTool({ name: 'mcp_lookup' }))).toThrow(/belongs to a custom tool/)
    for (const reserved of ['create_artifact', 'update_artifact', 'rewrite_artifact', 'grep_artifact']) {
      expect(() => registry.addCustom(testTool({ name: reserved }))).toThrow(/reserved/)
    }
  })

  it('lets built-ins register reserved names, refuses a second add and replaces on purpose', () => {
    const registry = ToolRegistry.empty().add(testTool({ name: 'read_artifact' }))
    expect(() => registry.add(testTool({ name: 'read_artifact' }))).toThrow(/use replace/)
    const replacement = testTool({ name: 'read_artifact', safe: true })
    registry.replace(replacement)
    expect(registry.get('read_artifact')).toBe(replacement)
    expect(() => registry.replace(testTool({ name: 'nope' }))).toThrow(/no tool of that name/)
  })

  it('refuses a tool whose input is not an object schema', () => {
    const scalar = defineTool({
      name: 'scalar',
      ui: testToolUi('scalar'),
      description: 'Takes a bare string.',
      input: z.string(),
      execute: async () => toolResult(''),
    })
    expect(() => ToolRegistry.empty().add(scalar)).toThrow('Tool "scalar" must take a z.object(...) input')
  })

  it('refuses invalid names and the malformed marker', () => {
    expect(() => ToolRegistry.empty().add(testTool({ name: '__malformed__' }))).toThrow(/Invalid tool name/)
    expect(() => ToolRegistry.empty().add(testTool({ name: 'has space' }))).toThrow(/Invalid tool name/)
  })
})

describe('factory sets', () => {
  const lists = {
    standard: [testTool({ name: 'read_file' }), testTool({ name: 'subagent' })],
    background: [testTool({ name: 'bg_task_run' }), testTool({ name: 'bg_task_check' })],
    team: [testTool({ name: 'spawn_teammate' })],
  }

  it('builds empty, standard, with background and with team from the lists passed in', () => {
    expect(toolSets.empty().size).toBe(0)
    expect(toolSets.standard(lists).names()).toEqual(['read_file', 'subagent'])
    expect(toolSets.withBackground(lists).names()).toEqual(['bg_task_check', 'bg_task_run', 'read_file', 'subagent'])
    expect(toolSets.withTeam(lists).names()).toEqual([
      'bg_task_check',
      'bg_task_run',
      'read_file',
      'spawn_teammate',
      'subagent',
    ])
  })

  it('adds custom tools behind the collision check', () => {
    expect(toolSets.standard({ ...lists, custom: [testTool({ name: 'mcp_x' })] }).names()).toContain('mcp_x')
    expect(() => toolSets.standard({ ...lists, custom: [testTool({ name: 'subagent' })] })).toThrow(
      ToolNameCollisionError,
    )
  })
})
