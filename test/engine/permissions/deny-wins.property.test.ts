import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InMemoryFileStateCache } from '../../../electron/main/engine/fs/file-state-cache'
import { HookRegistry } from '../../../electron/main/engine/hooks/hook-registry'
import type { PreToolUseResponse } from '../../../electron/main/engine/hooks/hook-types'
import type { ToolPermissionRule } from '../../../electron/main/engine/permissions/permission-rule'
import { PermissionService } from '../../../electron/main/engine/permissions/permission-service'
import type { PermissionSettings } from '../../../electron/main/engine/permissions/permission-settings-port'
import { createToolExecutor } from '../../../electron/main/engine/tools/executor/create-tool-executor'
import { ToolRegistry } from '../../../electron/main/engine/tools/registry'
import type { EventInput } from '../../../electron/shared/contract/events'
import type { PermissionRule } from '../../../electron/shared/domain/settings'
import { testTool } from '../tools/executor-harness'

const level = fc.constantFrom<'auto' | 'confirm'>('auto', 'confirm')
const toolOrAny = fc.constantFrom('target', '*')
const agentOrAny = fc.constantFrom('main', '*')
const otherRule = fc.record({
  effect: fc.constantFrom<'allow' | 'ask'>('allow', 'ask'),
  tool: toolOrAny,
  agent: agentOrAny,
})
const hookResponse = fc.oneof(
  fc.constant<PreToolUseResponse>({}),
  fc.constant<PreToolUseResponse>({ decision: 'continue' }),
  fc.constant<PreToolUseResponse>({ mutateInput: { text: 'changed' } }),
  fc.constant<PreToolUseResponse>({ appendContext: 'extra' }),
  fc.constant<PreToolUseResponse>({ permissionRequired: true }),
  fc.constant<PreToolUseResponse>({ permissionRequired: 'hook wants a look', mutateInput: {} }),
)
const ownRules = fc.constantFrom<ToolPermissionRule[]>([], [{ effect: 'allow' }], [{ effect: 'ask', message: 'sure?' }])

describe('Deny is never overridden', () => {
  it('no combination of always-allow, hooks, agent overrides, allow rules or user answers lets a Deny through', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          denyFrom: fc.constantFrom<'settings' | 'tool'>('settings', 'tool'),
          denyTool: toolOrAny,
          denyAgent: agentOrAny,
          others: fc.array(otherRule, { maxLength: 4 }),
          denyPosition: fc.nat(4),
          defaultLevel: level,
          agentLevel: fc.option(level, { nil: undefined }),
          alwaysAllowedFirst: fc.boolean(),
          hooks: fc.array(hookResponse, { maxLength: 4 }),
          answer: fc.constantFrom<'once' | 'always'>('once', 'always'),
          toolRules: ownRules,
          silent: fc.boolean(),
        }),
        async (scenario) => {
          let executed = 0
          const settings: PermissionSettings = { timeoutSeconds: 300, rules: [], agentLevels: {} }
          const events: EventInput[] = []
          let answer: 'once' | 'always' = scenario.answer
          const permissions: PermissionService = new PermissionService({
            settings: { read: () => settings, writeRules: async () => undefined },
            emit: (event) => {
              events.push(event)
              if (event.type === 'permission-request') permissions.reply(event.requestId, answer)
            },
          })
          let denyNow = false
          const target = testTool({
            name: 'target',
            permission: scenario.defaultLevel,
            checkPermissions: () =>
              denyNow && scenario.denyFrom === 'tool'
                ? [...scenario.toolRules, { effect: 'deny', reason: 'tool says no' }]
                : scenario.toolRules,
            run: async () => {
              executed += 1
              return { content: 'ran', isError: false, metadata: {} }
            },
          })
          const hooks = new HookRegistry()
          scenario.hooks.forEach((response, index) => {
            hooks.registerPreToolUse(`hook${index}`, '*', () => response)
          })
          const executor = createToolExecutor({
            tools: ToolRegistry.of([target]),
            emit: (event) => events.push(event),
            settings: () => ({ tools: { timeoutSeconds: 120, duplicateCallThreshold: 100 } }),
            permissions,
            hooks,
            dataDir: '/nonexistent',
          })
          const turn = {
            sessionId: 's',
            runId: 'r',
            step: 0,
            agent: 'main',
            signal: new AbortController().signal,
            silent: false,
            fileState: new InMemoryFileStateCache(),
            runSubagent: async () => ({ summary: '', steps: 0, isError: true }),
          }
          if (scenario.alwaysAllowedFirst) {
            answer = 'always'
            await createToolExecutor({
              tools: ToolRegistry.of([testTool({ name: 'target', permission: 'confirm' })]),
              emit: () => undefined,
              settings: () => ({ tools: { timeoutSeconds: 120, duplicateCallThreshold: 100 } }),
              permissions,
              hooks: new HookRegistry(),
              dataDir: '/nonexistent',
            }).executeTurn([{ name: 'target', arguments: {} }], turn)
            expect(permissions.alwaysAllowed('s').has('target')).toBe(true)
            answer = scenario.answer
          }
          const deny: PermissionRule = {
            id: 'deny',
            effect: 'deny',
            tool: scenario.denyTool,
            agent: scenario.denyAgent,
            reason: 'forbidden here',
            source: 'user',
          }
          const others: PermissionRule[] = scenario.others.map((rule, index) => ({
            id: `r${index}`,
            reason: '',
            source: 'user',
            ...rule,
          }))
          if (scenario.denyFrom === 'settings') others.splice(scenario.denyPosition, 0, deny)
          settings.rules = others
          settings.agentLevels = scenario.agentLevel ? { main: { target: scenario.agentLevel } } : {}
          denyNow = true
          const results = await executor.executeTurn([{ name: 'target', arguments: { text: 'x' } }], {
            ...turn,
            silent: scenario.silent,
          })
          expect(executed).toBe(0)
          expect(results[0]?.state).toBe('denied')
          expect(results[0]?.isError).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })
})
