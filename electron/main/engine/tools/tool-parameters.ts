import type { AnyToolDefinition } from './define-tool'
import { type JsonSchema, toolInputJsonSchema } from './tool-json-schema'

/** The type a parameter's value is coerced to when it arrives as text (XML). */
export type ParameterType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'unknown'

export interface ToolParameter {
  name: string
  type: ParameterType
  required: boolean
  description: string
  /** Present only when the schema declares a default. */
  default?: unknown
  /** Allowed values when the schema is an enum (or a literal). */
  enum?: readonly (string | number | boolean)[]
  /** Whether `null` is an accepted value. */
  nullable: boolean
}

const cache = new WeakMap<AnyToolDefinition, readonly ToolParameter[]>()

/**
 * One row per top-level input parameter, derived from the tool's zod schema: the coercion table for XML string values,
 * the validator's table and the source of the `<tool_instructions>` parameter lines. Order follows the schema.
 */
export function describeParameters(tool: AnyToolDefinition): readonly ToolParameter[] {
  const cached = cache.get(tool)
  if (cached) return cached
  const schema = toolInputJsonSchema(tool)
  const properties = isRecord(schema.properties) ? schema.properties : {}
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((key) => typeof key === 'string') : [],
  )
  const parameters = Object.entries(properties).map(([name, property]) =>
    describeProperty(name, isRecord(property) ? property : {}, required.has(name)),
  )
  cache.set(tool, parameters)
  return parameters
}

function describeProperty(name: string, property: JsonSchema, required: boolean): ToolParameter {
  const branches = Array.isArray(property.anyOf) ? property.anyOf.filter(isRecord) : [property]
  const types = branches.flatMap(typesOf)
  const nullable = types.includes('null')
  const type = pickType(types.filter((candidate) => candidate !== 'null'))
  const values = branches.flatMap(enumValuesOf)
  const parameter: ToolParameter = {
    name,
    type,
    required,
    description: typeof property.description === 'string' ? property.description : '',
    nullable,
  }
  if ('default' in property) parameter.default = property.default
  if (values.length > 0) parameter.enum = values
  return parameter
}

function typesOf(schema: JsonSchema): string[] {
  if (typeof schema.type === 'string') return [schema.type]
  if (Array.isArray(schema.type)) return schema.type.filter((entry) => typeof entry === 'string')
  if ('const' in schema) return [typeof schema.const]
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => (value === null ? 'null' : typeof value))
  return []
}

function enumValuesOf(schema: JsonSchema): (string | number | boolean)[] {
  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : []
  return values.filter(
    (value): value is string | number | boolean =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean',
  )
}

const knownTypes: readonly ParameterType[] = ['string', 'integer', 'number', 'boolean', 'array', 'object']

function pickType(types: string[]): ParameterType {
  const distinct = [...new Set(types)]
  if (distinct.length === 1) {
    const only = distinct[0]
    return knownTypes.find((known) => known === only) ?? 'unknown'
  }
  if (distinct.length === 2 && distinct.includes('integer') && distinct.includes('number')) return 'number'
  return 'unknown'
}

function isRecord(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
