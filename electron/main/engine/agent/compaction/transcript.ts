import type { ModelMessage } from '../../providers/model-message'

const maxToolOutputChars = 2000

function clip(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)} […]` : text
}

/** The conversation as plain text, for a summary request that carries no tool definitions. */
export function transcript(messages: readonly ModelMessage[]): string {
  const lines: string[] = []
  for (const message of messages) {
    if (message.role === 'user') lines.push(`USER: ${message.content}`)
    else if (message.role === 'tool') {
      lines.push(
        `TOOL RESULT (${message.name}${message.isError ? ', error' : ''}): ${clip(message.content, maxToolOutputChars)}`,
      )
    } else {
      if (message.text) lines.push(`ASSISTANT: ${message.text}`)
      for (const call of message.toolCalls) lines.push(`ASSISTANT CALLS ${call.name} ${JSON.stringify(call.arguments)}`)
    }
  }
  return lines.join('\n\n')
}
