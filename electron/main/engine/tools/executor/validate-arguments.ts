import type { AnyToolDefinition } from '../define-tool'
import type { ParameterType, ToolParameter } from '../tool-parameters'

export type ValidatedArguments = { ok: true; input: unknown } | { ok: false; error: string }

/**
 * ArtifactFlow `validate_params`, in its order: required → unknown → enum → type; then the zod schema itself (ranges,
 * patterns, refinements). Every problem is listed so the model can fix the call in one go.
 */
export function validateArguments(
  tool: AnyToolDefinition,
  args: Record<string, unknown>,
  parameters: readonly ToolParameter[],
): ValidatedArguments {
  const known = new Map(parameters.map((parameter) => [parameter.name, parameter]))
  const problems: string[] = []
  for (const parameter of parameters) {
    if (parameter.required && args[parameter.name] === undefined) {
      problems.push(`missing required parameter "${parameter.name}"`)
    }
  }
  const unknown = Object.keys(args).filter((key) => !known.has(key))
  if (unknown.length > 0) {
    const expected = parameters.map((parameter) => parameter.name).join(', ') || 'none'
    problems.push(`unknown parameter ${unknown.map((key) => `"${key}"`).join(', ')} (parameters: ${expected})`)
  }
  for (const parameter of parameters) {
    const value = args[parameter.name]
    if (value === undefined || value === null || !parameter.enum) continue
    if (!parameter.enum.includes(value as string | number | boolean)) {
      problems.push(`"${parameter.name}" must be one of ${parameter.enum.join(', ')} (got ${JSON.stringify(value)})`)
    }
  }
  for (const parameter of parameters) {
    const value = args[parameter.name]
    if (value === undefined || (value === null && parameter.nullable) || parameter.enum) continue
    if (!hasType(value, parameter.type)) {
      problems.push(`"${parameter.name}" must be ${article(parameter.type)} (got ${JSON.stringify(value)})`)
    }
  }
  if (problems.length > 0) return { ok: false, error: invalid(tool.name, problems) }
  const parsed = tool.input.safeParse(args)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `"${issue.path.join('.')}": ${issue.message}` : issue.message,
    )
    return { ok: false, error: invalid(tool.name, issues) }
  }
  return { ok: true, input: parsed.data }
}

function invalid(tool: string, problems: readonly string[]): string {
  return `Invalid arguments for ${tool}: ${problems.join('; ')}. Fix the call and try again.`
}

function hasType(value: unknown, type: ParameterType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string'
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value)
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'array':
      return Array.isArray(value)
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    default:
      return true
  }
}

function article(type: ParameterType): string {
  return type === 'integer' || type === 'object' || type === 'array' ? `an ${type}` : `a ${type}`
}
