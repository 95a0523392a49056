import { assertXmlName } from './xml-escape'

/** One parameter as the tool system describes it; `describeParameters(tool)` rows are assignable to it. */
export interface XmlToolParameter {
  name: string
  type: string
  required: boolean
  description: string
  enum?: readonly (string | number | boolean)[]
  default?: unknown
}

export interface XmlToolSpec {
  name: string
  description: string
  parameters: readonly XmlToolParameter[]
}

const FORMAT_BLOCK = [
  '<format>',
  'You may make one or more tool calls per turn. They run in the order you write them, each after the one before it ' +
    'has finished; only read-only calls written next to each other may run at the same time.',
  'Wrap ALL parameter values in <![CDATA[...]]>.',
  '</format>',
]

function sentence(text: string): string {
  const trimmed = text.trim()
  return trimmed === '' || /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/** A description that already names its values or its default (as web_search's seed text does) is not repeated. */
function parameterLine(parameter: XmlToolParameter): string {
  const description = parameter.description.trim()
  const parts = [description]
  if (parameter.enum !== undefined && parameter.enum.length > 0 && !/\bvalues\s*:/i.test(description)) {
    parts.push(`Values: ${parameter.enum.join(', ')}`)
  }
  if (parameter.default !== undefined && !/\bdefault\b/i.test(description)) {
    parts.push(`Default: ${String(parameter.default)}`)
  }
  const details = parts
    .filter((part) => part !== '')
    .map((part, index, all) => (index < all.length - 1 ? sentence(part) : part))
  const requirement = parameter.required ? 'required' : 'optional'
  return `  - ${parameter.name}: ${parameter.type} (${requirement}) - ${details.join(' ')}`
}

/**
 * The example shows what a model most needs: every required parameter with a placeholder, and optional parameters
 * with a free-form default (an enum's default is already listed under Values), as in the ArtifactFlow instructions.
 */
function exampleLines(tool: XmlToolSpec): string[] {
  const lines = ['<tool_call>', `  <name>${tool.name}</name>`, '  <params>']
  for (const parameter of tool.parameters) {
    const showsDefault = !parameter.required && parameter.default !== undefined && parameter.enum === undefined
    if (!parameter.required && !showsDefault) continue
    const value = parameter.required ? `your_${parameter.name}_here` : String(parameter.default)
    lines.push(`    <${parameter.name}><![CDATA[${value}]]></${parameter.name}>`)
  }
  lines.push('  </params>', '</tool_call>')
  return lines
}

function toolBlock(tool: XmlToolSpec): string[] {
  assertXmlName(tool.name, 'tool name')
  const lines = [`<tool name="${tool.name}">`, tool.description.trim()]
  if (tool.parameters.length > 0) lines.push('Parameters:', ...tool.parameters.map(parameterLine))
  lines.push('Example:', ...exampleLines(tool), '</tool>', '')
  return lines
}

/** The `<tool_instructions>` block for a system prompt, describing only the tools this agent may use. */
export function generateToolInstructions(tools: readonly XmlToolSpec[]): string {
  const lines = ['<tool_instructions>', ...FORMAT_BLOCK, '']
  for (const tool of tools) lines.push(...toolBlock(tool))
  lines.push('</tool_instructions>')
  return lines.join('\n')
}
