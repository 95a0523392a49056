import type { ToolParameter } from '../tool-parameters'

const integerText = /^[+-]?\d+$/
const trueWords = new Set(['true', '1', 'yes'])
const falseWords = new Set(['false', '0', 'no'])

/**
 * ArtifactFlow `_coerce_params`: text values (XML) become the parameter's type. A value that does not convert stays as
 * it was, for validation to report.
 */
export function coerceArguments(
  args: Record<string, unknown>,
  parameters: readonly ToolParameter[],
): Record<string, unknown> {
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
