import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { ToolOutput } from '../tools/define-tool'

type ContentBlock = CallToolResult['content'][number]

/**
 * A `tools/call` result as a tool output: text blocks for the model (images and binary resources are named, not
 * inlined), structured content as JSON when the server sent no text, the raw blocks' kinds in metadata for the UI.
 */
export function toolOutputFromCallResult(server: string, result: CallToolResult): ToolOutput {
  const parts = result.content.map(describeBlock).filter((part) => part !== '')
  if (parts.length === 0 && result.structuredContent !== undefined) {
    parts.push(JSON.stringify(result.structuredContent, null, 2))
  }
  const content = parts.join('\n\n') || (result.isError ? 'The MCP tool failed without saying why.' : '(no output)')
  return {
    content,
    isError: result.isError === true,
    metadata: { mcpServer: server, contentTypes: result.content.map((block) => block.type) },
  }
}

function describeBlock(block: ContentBlock): string {
  switch (block.type) {
    case 'text':
      return block.text
    case 'image':
    case 'audio':
      return `[${block.type} ${block.mimeType}, ${Math.round((block.data.length * 3) / 4)} bytes]`
    case 'resource':
      return 'text' in block.resource
        ? `[resource ${block.resource.uri}]\n${block.resource.text}`
        : `[resource ${block.resource.uri}${block.resource.mimeType ? `, ${block.resource.mimeType}` : ''}]`
    case 'resource_link':
      return `[resource link ${block.uri}${block.description ? `: ${block.description}` : ''}]`
    default:
      return ''
  }
}
