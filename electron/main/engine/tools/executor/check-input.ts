import type { AnyToolDefinition } from '../define-tool'
import { describeParameters, type ParameterType, type ToolParameter } from '../tool-parameters'

export type CheckedInput =
  | { ok: true; input: unknown; arguments: Record<string, unknown> }
  | { ok: false; error: string; arguments: Record<string, unknown> }

/** Stage 2, the input (ArtifactFlow's parameter pipeline): coerce XML strings → defaults → validate. */
export function checkInput(tool: AnyToolDefinition, raw: Record<string, unknown>): CheckedInput {
  const parameters = describeParameters(tool)
  const args = applyDefaults(coerceArguments(raw, parameters), parameters)
  const validated = validateArguments(tool, args, parameters)
  return validated.ok
    ? { ok: true, input: validated.input, arguments: args }
    : { ok: false, error: validated.error, arguments: args }
}

const integerText = /^[+-]?\d+$/
const trueWords = new Set(['true', '1', 'yes'])
const falseWords = new Set(['false', '0', 'no'])

/**
 * ArtifactFlow `_coerce_params`: text values (XML) become the parameter's type. A value that does not convert stays as
 * it was, for validation to report.
 */
function coerceArguments(args: Record<string, unknown>, parameters: readonly ToolParameter[]): Record<string, unknown> {
  const coerced: Record<string, unknown> = { ...args }
  for (const parameter of parameters) {
    const value = args[parameter.name]
    if (typeof value === 'string') coerced[parameter.name] = coerceText(value, parameter)
  }
  return coerced
}

function coerceText(value: string, parameter: ToolParameter): unknown {
  const text = value.trim()
  if (parameter.nullable && text === 'null' && parameter.type !== 'string') return null
  switch (parameter.type) {
    case 'integer':
      return integerText.test(text) ? Number(text) : value
    case 'number': {
      const number = text === '' ? Number.NaN : Number(text)
      return Number.isFinite(number) ? number : value
    }
    case 'boolean': {
      const word = text.toLowerCase()
      return trueWords.has(word) ? true : falseWords.has(word) ? false : value
    }
    case 'array':
    case 'object':
      return parseJsonOf(text, parameter.type) ?? value
    default:
      return value
  }
}

function parseJsonOf(text: string, type: 'array' | 'object'): unknown {
  try {
    const parsed: unknown = JSON.parse(text)
    if (type === 'array' ? Array.isArray(parsed) : typeof parsed === 'object' && parsed !== null) return parsed
  } catch {
    return undefined
  }
  return undefined
}

/** ArtifactFlow `_apply_defaults`: every absent parameter with a default gets it. */
function applyDefaults(args: Record<string, unknown>, parameters: readonly ToolParameter[]): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...args }
  for (const parameter of parameters) {
    if (filled[parameter.name] === undefined && 'default' in parameter) {
      const value = parameter.default
      filled[parameter.name] = typeof value === 'object' && value !== null ? structuredClone(value) : value
    }
  }
  return filled
}

type ValidatedArguments = { ok: true; input: unknown } | { ok: false; error: string }

/**
 * ArtifactFlow `validate_params`, in its order: required → unknown → enum → type; then the zod schema itself (ranges,
 * patterns, refinements). Every problem is listed so the model can fix the call in one go.
 */
function validateArguments(
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
