import { wrapCdata } from './cdata'
import { encodeKeyEntities, isXmlName } from './xml-escape'

interface ToolCallToFormat {
  name: string
  params: Readonly<Record<string, string>>
}

/**
 * Writes a call in the canonical ArtifactFlow form; `parseToolCalls` reads it back exactly. Calls come back from
 * models with any names, so nothing is refused: a name that is not an XML name goes into CDATA, and a parameter
 * key that cannot be a tag is written as `<parameter=key>` (the vLLM form the parser also reads).
 */
export function formatToolCall(call: ToolCallToFormat): string {
  if (call.name.trim() === '' || call.name.trim() !== call.name) {
    throw new Error(`A tool name must be non-empty without surrounding spaces; got "${call.name}".`)
  }
  const name = isXmlName(call.name) ? call.name : wrapCdata(call.name)
  const lines = ['<tool_call>', `  <name>${name}</name>`, '  <params>']
  for (const [key, value] of Object.entries(call.params)) {
    if (isXmlName(key)) lines.push(`    <${key}>${wrapCdata(value)}</${key}>`)
    else lines.push(`    <parameter=${encodeKeyEntities(key)}>${wrapCdata(value)}</parameter>`)
  }
  lines.push('  </params>', '</tool_call>')
  return lines.join('\n')
}
