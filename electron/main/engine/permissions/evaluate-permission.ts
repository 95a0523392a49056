import type { PermissionNotice } from '../../../shared/contract/events'
import type { PermissionRule } from '../../../shared/domain/settings'
import type { PermissionLevel, ToolPermissionRule } from './permission-rule'

export interface PermissionInputs {
  tool: string
  agent: string
  /** Central rules (settings). */
  rules: readonly PermissionRule[]
  /** The tool's own rules for this input. */
  toolRules: readonly ToolPermissionRule[]
  defaultLevel: PermissionLevel
  /** settings.permissions.agentLevels: agent → tool → level. */
  agentLevels: Readonly<Record<string, Readonly<Record<string, PermissionLevel>>>>
  alwaysAllowed: ReadonlySet<string>
  forceAskReason?: string | null
}

export type PermissionVerdict =
  | { effect: 'deny'; reason: string }
  | { effect: 'allow'; via: 'rule' | 'auto' | 'always' }
  | { effect: 'ask'; reason: string; level: PermissionLevel; notices?: PermissionNotice[]; everyTime?: boolean }

function ruleMatches(rule: PermissionRule, tool: string, agent: string): boolean {
  return (rule.tool === '*' || rule.tool === tool) && (rule.agent === '*' || rule.agent === agent)
}

/**
 * The rule chain: Deny (tool's own or central; highest, nothing overrides it) → the tool's ask-every-time → a hook's
 * demand to ask → Allow → Ask
 * (always-allow answers it) → the level (agent override, else the tool's default): AUTO runs, CONFIRM asks unless the
 * tool is always-allowed in this session.
 */
export function evaluatePermission(inputs: PermissionInputs): PermissionVerdict {
  const { tool, agent } = inputs
  const matching = inputs.rules.filter((rule) => ruleMatches(rule, tool, agent))
  const toolDeny = inputs.toolRules.find((rule) => rule.effect === 'deny')
  if (toolDeny) return { effect: 'deny', reason: toolDeny.reason }
  const ruleDeny = matching.find((rule) => rule.effect === 'deny')
  if (ruleDeny) {
    return { effect: 'deny', reason: ruleDeny.reason || `a "deny" rule for ${describeRule(ruleDeny)} blocks this tool` }
  }
  const level = inputs.agentLevels[agent]?.[tool] ?? inputs.defaultLevel
  const shown = inputs.toolRules.flatMap((rule) => (rule.effect === 'ask' ? (rule.notices ?? []) : []))
  const notices = shown.length > 0 ? { notices: shown } : {}
  const everyTime = inputs.toolRules.find((rule) => rule.effect === 'ask' && rule.everyTime === true)
  if (everyTime?.effect === 'ask') {
    return { effect: 'ask', reason: inputs.forceAskReason ?? everyTime.message, level, ...notices, everyTime: true }
  }
  if (inputs.forceAskReason) return { effect: 'ask', reason: inputs.forceAskReason, level, ...notices }
  if (inputs.toolRules.some((rule) => rule.effect === 'allow') || matching.some((rule) => rule.effect === 'allow')) {
    return { effect: 'allow', via: 'rule' }
  }
  const toolAsk = inputs.toolRules.find((rule) => rule.effect === 'ask')
  const ruleAsk = matching.find((rule) => rule.effect === 'ask')
  if (toolAsk || ruleAsk) {
    if (inputs.alwaysAllowed.has(tool)) return { effect: 'allow', via: 'always' }
    const reason = toolAsk ? toolAsk.message : ruleAsk?.reason || `an "ask" rule covers ${tool}`
    return { effect: 'ask', reason, level, ...notices }
  }
  if (level === 'auto') return { effect: 'allow', via: 'auto' }
  if (inputs.alwaysAllowed.has(tool)) return { effect: 'allow', via: 'always' }
  return { effect: 'ask', reason: `${tool} is set to ask before it runs`, level }
}

function describeRule(rule: PermissionRule): string {
  const tool = rule.tool === '*' ? 'every tool' : rule.tool
  return rule.agent === '*' ? tool : `${tool} (agent ${rule.agent})`
}
