import { z } from 'zod'

type JsonSchemaObject = Record<string, unknown>

/**
 * A tool declared by a JSON Schema (an MCP server's `inputSchema`) as the object schema providers are sent: `type:
 * "object"` is filled in where a server leaves it out.
 */
export function objectJsonSchema(schema: JsonSchemaObject): JsonSchemaObject {
  return schema.type === 'object' ? schema : { ...schema, type: 'object' }
}

/**
 * The zod schema the executor validates such a tool's arguments with, converted by zod's own `fromJSONSchema`. A
 * schema it cannot convert accepts any value for each parameter it declares: the server still checks its own input.
 */
export function zodFromJsonSchema(schema: JsonSchemaObject): z.ZodType {
  try {
    return z.fromJSONSchema(schema as z.core.JSONSchema.JSONSchema)
  } catch {
    const properties = typeof schema.properties === 'object' && schema.properties !== null ? schema.properties : {}
    return z.object(Object.fromEntries(Object.keys(properties).map((name) => [name, z.unknown()])))
  }
}
