import type { ModelRequest } from '../language-model'
import type { ModelImage } from '../model-message'

type ImageBlock = { type: 'image'; source: { type: 'base64'; media_type: ModelImage['mediaType']; data: string } }

type ContentBlock =
  | { type: 'text'; text: string }
  | ImageBlock
  | { type: 'thinking'; thinking: string; signature: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }
  | {
      type: 'tool_result'
      tool_use_id: string
      content: string | ({ type: 'text'; text: string } | ImageBlock)[]
      is_error?: boolean
    }

interface AnthropicMessage {
  role: 'user' | 'assistant'
  content: ContentBlock[]
}

export const defaultAnthropicMaxTokens = 8192

const imageBlock = (image: ModelImage): ImageBlock => ({
  type: 'image',
  source: { type: 'base64', media_type: image.mediaType, data: image.data },
})

/**
 * The Messages body: tool results travel as `tool_result` blocks of a user message, consecutive messages of one role
 * are merged (the API wants user and assistant to alternate), thinking goes back only with its signature.
 */
export function anthropicRequestBody(model: string, request: ModelRequest): Record<string, unknown> {
  const messages: AnthropicMessage[] = []
  const append = (role: AnthropicMessage['role'], blocks: ContentBlock[]) => {
    if (blocks.length === 0) return
    const last = messages.at(-1)
    if (last?.role === role) last.content.push(...blocks)
    else messages.push({ role, content: blocks })
  }
  for (const message of request.messages) {
    if (message.role === 'user') {
      append('user', [{ type: 'text', text: message.content }, ...(message.images ?? []).map(imageBlock)])
    } else if (message.role === 'tool') {
      // Pictures a tool showed go inside its tool_result, after its text.
      const content = message.images?.length
        ? [{ type: 'text' as const, text: message.content }, ...message.images.map(imageBlock)]
        : message.content
      const block: ContentBlock = { type: 'tool_result', tool_use_id: message.toolCallId, content }
      if (message.isError) block.is_error = true
      append('user', [block])
    } else {
      const blocks: ContentBlock[] = []
      if (message.reasoning?.signature) {
        blocks.push({ type: 'thinking', thinking: message.reasoning.text, signature: message.reasoning.signature })
      }
      if (message.text) blocks.push({ type: 'text', text: message.text })
      for (const call of message.toolCalls) {
        blocks.push({ type: 'tool_use', id: call.id, name: call.name, input: call.arguments })
      }
      append('assistant', blocks)
    }
  }
  const body: Record<string, unknown> = {
    model,
    max_tokens: request.maxOutputTokens ?? defaultAnthropicMaxTokens,
    messages,
    stream: true,
  }
  if (request.system) body.system = request.system
  if (request.tools.length > 0) {
    body.tools = request.tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      input_schema: tool.inputSchema,
    }))
    body.tool_choice = { type: 'auto' }
  }
  if (request.temperature !== undefined) body.temperature = request.temperature
  return body
}
