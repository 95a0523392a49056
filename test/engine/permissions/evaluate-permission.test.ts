import { describe, expect, it } from 'vitest'
import {
  evaluatePermission,
  type PermissionInputs,
} from '../../../electron/main/engine/permissions/evaluate-permission'
import type { PermissionRule } from '../../../electron/shared/domain/settings'

function rule(effect: PermissionRule['effect'], tool: string, agent = '*', reason = ''): PermissionRule {
  return { id: `${effect}-${tool}-${agent}`, effect, tool, agent, reason, source: 'user' }
}

function evaluate(overrides: Partial<PermissionInputs>) {
  return evaluatePermission({
    tool: 'web_fetch',
    agent: 'main',
    rules: [],
    toolRules: [],
    defaultLevel: 'auto',
    agentLevels: {},
    alwaysAllowed: new Set(),
    ...overrides,
  })
}

describe('evaluatePermission', () => {
  it.each<[string, Partial<PermissionInputs>, ReturnType<typeof evaluatePermission>]>([
    ['AUTO runs', {}, { effect: 'allow', via: 'auto' }],
    [
      'CONFIRM asks',
      { defaultLevel: 'confirm' },
      { effect: 'ask', reason: 'web_fetch is set to ask before it runs', level: 'confirm' },
    ],
    [
      'CONFIRM + always-allowed runs',
      { defaultLevel: 'confirm', alwaysAllowed: new Set(['web_fetch']) },
      { effect: 'allow', via: 'always' },
    ],
    [
      'agent override makes an AUTO tool ask',
      { agentLevels: { main: { web_fetch: 'confirm' } } },
      { effect: 'ask', reason: 'web_fetch is set to ask before it runs', level: 'confirm' },
    ],
    [
      'agent override makes a CONFIRM tool run',
      { defaultLevel: 'confirm', agentLevels: { main: { web_fetch: 'auto' } } },
      { effect: 'allow', via: 'auto' },
    ],
    [
      'another agent’s override does not apply',
      { agentLevels: { writer: { web_fetch: 'confirm' } } },
      { effect: 'allow', via: 'auto' },
    ],
    [
      'an allow rule beats CONFIRM',
      { defaultLevel: 'confirm', rules: [rule('allow', 'web_fetch')] },
      { effect: 'allow', via: 'rule' },
    ],
    [
      'an ask rule beats AUTO',
      { rules: [rule('ask', '*', '*', 'check first')] },
      { effect: 'ask', reason: 'check first', level: 'auto' },
    ],
    ['allow beats ask', { rules: [rule('ask', '*'), rule('allow', 'web_fetch')] }, { effect: 'allow', via: 'rule' }],
    [
      'always-allowed answers an ask rule',
      { rules: [rule('ask', 'web_fetch')], alwaysAllowed: new Set(['web_fetch']) },
      { effect: 'allow', via: 'always' },
    ],
    [
      'the tool’s own ask',
      { toolRules: [{ effect: 'ask', message: 'writes outside the library' }] },
      { effect: 'ask', reason: 'writes outside the library', level: 'auto' },
    ],
    [
      'the tool’s ask-every-time beats an allow rule and always-allow, and carries its notices',
      {
        rules: [rule('allow', 'web_fetch')],
        alwaysAllowed: new Set(['web_fetch']),
        toolRules: [
          {
            effect: 'ask',
            message: 'no OS sandbox',
            everyTime: true,
            notices: [{ code: 'no-os-sandbox', params: { reason: 'unsupported-platform', detail: 'win32' } }],
          },
        ],
      },
      {
        effect: 'ask',
        reason: 'no OS sandbox',
        level: 'auto',
        everyTime: true,
        notices: [{ code: 'no-os-sandbox', params: { reason: 'unsupported-platform', detail: 'win32' } }],
      },
    ],
    [
      'the tool’s own allow',
      { defaultLevel: 'confirm', toolRules: [{ effect: 'allow' }] },
      { effect: 'allow', via: 'rule' },
    ],
    [
      'a rule for another agent does not match',
      { rules: [rule('deny', 'web_fetch', 'writer')] },
      { effect: 'allow', via: 'auto' },
    ],
    [
      'a hook demand asks even with an allow rule',
      { rules: [rule('allow', '*')], forceAskReason: 'hook says so' },
      { effect: 'ask', reason: 'hook says so', level: 'auto' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(evaluate(overrides)).toEqual(expected)
  })

  it('denies on a matching deny rule whatever else says allow', () => {
    expect(
      evaluate({
        rules: [rule('allow', 'web_fetch'), rule('deny', '*', 'main', 'no network in this project')],
        alwaysAllowed: new Set(['web_fetch']),
        agentLevels: { main: { web_fetch: 'auto' } },
        toolRules: [{ effect: 'allow' }],
        forceAskReason: 'hook',
      }),
    ).toEqual({ effect: 'deny', reason: 'no network in this project' })
    expect(evaluate({ rules: [rule('deny', 'web_fetch')] })).toEqual({
      effect: 'deny',
      reason: 'a "deny" rule for web_fetch blocks this tool',
    })
    expect(evaluate({ toolRules: [{ effect: 'deny', reason: 'path is outside the sandbox' }] })).toEqual({
      effect: 'deny',
      reason: 'path is outside the sandbox',
    })
  })
})
