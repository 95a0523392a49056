import type { ModelMessage } from '../../providers/model-message'
import { formatToolCall, formatToolResult } from '../parser'

function paramText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * History for a model without function calling: the assistant's calls written back as XML after its text, and tool
 * results as `<tool_result>` blocks in a user message (consecutive results in one message).
 */
export function toXmlMessages(
  messages: readonly ModelMessage[],
  warningsByCallId: ReadonlyMap<string, string[]>,
): ModelMessage[] {
  const converted: ModelMessage[] = []
  for (const message of messages) {
    if (message.role === 'assistant') {
      const calls = message.toolCalls.map((call) =>
        formatToolCall({
          name: call.name,
          params: Object.fromEntries(Object.entries(call.arguments).map(([key, value]) => [key, paramText(value)])),
        }),
      )
      const text = [message.text, ...calls].filter((part) => part !== '').join('\n')
      converted.push({ role: 'assistant', text, toolCalls: [] })
    } else if (message.role === 'tool') {
      const block = formatToolResult({
        name: message.name,
        success: !message.isError,
        data: message.content,
        warnings: warningsByCallId.get(message.toolCallId) ?? [],
      })
      const last = converted.at(-1)
      const images = message.images ?? []
      if (last?.role === 'user' && last.content.startsWith('<tool_result')) {
        last.content += `\n\n${block}`
        if (images.length > 0) last.images = [...(last.images ?? []), ...images]
      } else converted.push({ role: 'user', content: block, ...(images.length > 0 ? { images } : {}) })
    } else converted.push({ ...message })
  }
  return converted
}
