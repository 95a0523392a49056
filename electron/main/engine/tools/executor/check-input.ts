import { z } from 'zod'
import type { AnyToolDefinition } from '../define-tool'
import { describeParameters, type ParameterType, type ToolParameter } from '../tool-parameters'

type CheckedInput =
  | { ok: true; input: unknown; arguments: Record<string, unknown> }
  | { ok: false; error: string; arguments: Record<string, unknown> }

/**
 * Stage 2, the input: text values (XML) become their parameter's type, then the tool's zod schema validates and fills
 * defaults. The arguments the model and the UI see are the coerced ones with those defaults added.
 */
export function checkInput(tool: AnyToolDefinition, raw: Record<string, unknown>): CheckedInput {
  const parameters = describeParameters(tool)
  const coerced = coerceArguments(raw, parameters)
  const parsed = strictSchemaOf(tool).safeParse(coerced, { reportInput: true })
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => describeIssue(issue, parameters))
    return {
      ok: false,
      error: `Invalid arguments for ${tool.name}: ${problems.join('; ')}. Fix the call and try again.`,
      arguments: coerced,
    }
  }
  return { ok: true, input: parsed.data, arguments: withDefaults(coerced, parsed.data) }
}

const strictSchemas = new WeakMap<AnyToolDefinition, z.ZodType>()

/** The tool's schema refusing keys it does not declare, so a misspelt parameter is reported, not dropped. */
function strictSchemaOf(tool: AnyToolDefinition): z.ZodType {
  const cached = strictSchemas.get(tool)
  if (cached) return cached
  const schema = tool.input instanceof z.ZodObject ? tool.input.strict() : tool.input
  strictSchemas.set(tool, schema)
  return schema
}

function withDefaults(coerced: Record<string, unknown>, parsed: unknown): Record<string, unknown> {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return coerced
  const filled: Record<string, unknown> = { ...coerced }
  for (const [key, value] of Object.entries(parsed)) {
    if (filled[key] === undefined && value !== undefined) filled[key] = value
  }
  return filled
}

function describeIssue(issue: z.core.$ZodIssue, parameters: readonly ToolParameter[]): string {
  const name = issue.path.join('.')
  switch (issue.code) {
    case 'unrecognized_keys': {
      const expected = parameters.map((parameter) => parameter.name).join(', ') || 'none'
      return `unknown parameter ${issue.keys.map((key) => `"${key}"`).join(', ')} (parameters: ${expected})`
    }
    case 'invalid_type': {
      if (issue.input === undefined) return `missing required parameter "${name}"`
      const parameter = issue.path.length === 1 ? parameters.find((entry) => entry.name === name) : undefined
      const type = parameter && parameter.type !== 'unknown' ? parameter.type : issue.expected
      return `"${name}" must be ${article(type === 'int' ? 'integer' : type)} (got ${JSON.stringify(issue.input)})`
    }
    case 'invalid_value':
      return `"${name}" must be one of ${issue.values.join(', ')} (got ${JSON.stringify(issue.input)})`
    default:
      return name === '' ? issue.message : `"${name}": ${issue.message}`
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`
}

const integerText = /^[+-]?\d+$/
const trueWords = new Set(['true', '1', 'yes'])
const falseWords = new Set(['false', '0', 'no'])

/** A value that does not convert stays as it was, for validation to report. */
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

function parseJsonOf(text: string, type: Extract<ParameterType, 'array' | 'object'>): unknown {
  try {
    const parsed: unknown = JSON.parse(text)
    if (type === 'array' ? Array.isArray(parsed) : typeof parsed === 'object' && parsed !== null) return parsed
  } catch {
    return undefined
  }
  return undefined
}
