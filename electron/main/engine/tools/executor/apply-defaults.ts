import type { ToolParameter } from '../tool-parameters'

/** ArtifactFlow `_apply_defaults`: every absent parameter with a default gets it. */
export function applyDefaults(
  args: Record<string, unknown>,
  parameters: readonly ToolParameter[],
): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...args }
  for (const parameter of parameters) {
    if (filled[parameter.name] === undefined && 'default' in parameter) {
      const value = parameter.default
      filled[parameter.name] = typeof value === 'object' && value !== null ? structuredClone(value) : value
    }
  }
  return filled
}
