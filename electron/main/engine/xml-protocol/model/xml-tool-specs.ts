import type { ToolSpec } from '../../providers/model-message'
import type { XmlToolParameter, XmlToolSpec } from '../parser'

type JsonSchemaNode = {
  type?: unknown
  description?: unknown
  enum?: unknown
  default?: unknown
  anyOf?: unknown
}

function typeName(node: JsonSchemaNode): string {
  if (typeof node.type === 'string') return node.type
  if (Array.isArray(node.type)) return node.type.filter((type) => type !== 'null').join(' | ')
  if (Array.isArray(node.anyOf)) {
    return node.anyOf
      .map((option: JsonSchemaNode) => (typeof option.type === 'string' ? option.type : 'value'))
      .filter((type: string) => type !== 'null')
      .join(' | ')
  }
  return 'string'
}

/** The parameter list the XML instructions show, read from a tool's JSON Schema. */
export function xmlToolSpec(tool: ToolSpec): XmlToolSpec {
  const properties = (tool.inputSchema.properties ?? {}) as Record<string, JsonSchemaNode>
  const required = new Set(Array.isArray(tool.inputSchema.required) ? (tool.inputSchema.required as string[]) : [])
  const parameters: XmlToolParameter[] = Object.entries(properties).map(([name, node]) => ({
    name,
    type: typeName(node),
    required: required.has(name),
    description: typeof node.description === 'string' ? node.description : '',
    ...(Array.isArray(node.enum) ? { enum: node.enum.map(String) } : {}),
    ...(node.default !== undefined ? { default: node.default } : {}),
  }))
  return { name: tool.name, description: tool.description, parameters }
}
