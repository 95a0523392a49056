import { wrapCdata } from './cdata'
import { assertXmlName } from './xml-escape'

export interface ToolCallToFormat {
  name: string
  params: Readonly<Record<string, string>>
}

/** Writes a call in the canonical ArtifactFlow form; `parseToolCalls` reads it back exactly. */
export function formatToolCall(call: ToolCallToFormat): string {
  assertXmlName(call.name, 'tool name')
  const lines = ['<tool_call>', `  <name>${call.name}</name>`, '  <params>']
  for (const [key, value] of Object.entries(call.params)) {
    assertXmlName(key, 'parameter name')
    lines.push(`    <${key}>${wrapCdata(value)}</${key}>`)
  }
  lines.push('  </params>', '</tool_call>')
  return lines.join('\n')
}
