import type { PermissionRule } from '../../../shared/domain/settings'

/**
 * The tool names of `rules` that name no registered tool. `*` is every tool; a rule kept exactly as it was stored
 * passes, so the rules of an MCP server that is not running now do not block saving the others.
 */
export function unknownRuleTools(
  rules: readonly PermissionRule[],
  stored: readonly PermissionRule[],
  toolExists: (name: string) => boolean,
): string[] {
  const storedTools = new Map(stored.map((rule) => [rule.id, rule.tool]))
  const unknown = rules
    .filter((rule) => rule.tool !== '*' && storedTools.get(rule.id) !== rule.tool && !toolExists(rule.tool))
    .map((rule) => rule.tool)
  return [...new Set(unknown)]
}
