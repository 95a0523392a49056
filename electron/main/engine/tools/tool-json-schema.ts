import { z } from 'zod'
import type { AnyToolDefinition } from './define-tool'

export type JsonSchema = Record<string, unknown>

/**
 * The JSON Schema of a tool's input as providers receive it, without a `$schema` key: the schema the tool was declared
 * with (MCP), else the input side of its zod schema.
 */
export function toolInputJsonSchema(tool: AnyToolDefinition): JsonSchema {
  const { $schema: _dialect, ...schema } =
    tool.inputJsonSchema ?? z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' })
  return schema
}

/** What a provider is told about one tool (OpenAI `function`, Anthropic `tool`). */
export interface ProviderToolDefinition {
  name: string
  description: string
  parameters: JsonSchema
}

export function providerToolDefinition(tool: AnyToolDefinition): ProviderToolDefinition {
  return { name: tool.name, description: tool.description, parameters: toolInputJsonSchema(tool) }
}
