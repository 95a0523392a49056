import type { ModelRequest } from '../language-model'
import type { ModelImage } from '../model-message'

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }

type OpenAiMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string | ContentPart[] }
  | {
      role: 'assistant'
      content: string | null
      reasoning_content?: string
      tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[]
    }
  | { role: 'tool'; tool_call_id: string; content: string }

const imagePart = (image: ModelImage): ContentPart => ({
  type: 'image_url',
  image_url: { url: `data:${image.mediaType};base64,${image.data}` },
})

/**
 * The chat-completions body. Images travel as `image_url` parts of a user message: a tool message takes text only,
 * so the pictures of a turn's tool results follow its last tool message, each introduced by the call it answers. Reasoning goes back as `reasoning_content` only when the server sent it that way
 * (DeepSeek requires it within a tool-using turn; servers that never send it never see it).
 */
export function openAiRequestBody(model: string, request: ModelRequest): Record<string, unknown> {
  const messages: OpenAiMessage[] = []
  if (request.system) messages.push({ role: 'system', content: request.system })
  let pending: ContentPart[] = []
  const flushImages = () => {
    if (pending.length > 0) messages.push({ role: 'user', content: pending })
    pending = []
  }
  for (const message of request.messages) {
    if (message.role !== 'tool') flushImages()
    if (message.role === 'user') {
      messages.push({
        role: 'user',
        content: message.images?.length
          ? [{ type: 'text', text: message.content }, ...message.images.map(imagePart)]
          : message.content,
      })
    } else if (message.role === 'tool') {
      messages.push({ role: 'tool', tool_call_id: message.toolCallId, content: message.content })
      if (message.images?.length) {
        pending.push({
          type: 'text',
          text: `The image${message.images.length > 1 ? 's' : ''} ${message.name} (call ${message.toolCallId}) showed:`,
        })
        pending.push(...message.images.map(imagePart))
      }
    } else {
      const assistant: OpenAiMessage = { role: 'assistant', content: message.text === '' ? null : message.text }
      if (message.reasoning?.text && message.toolCalls.length > 0) assistant.reasoning_content = message.reasoning.text
      if (message.toolCalls.length > 0) {
        assistant.tool_calls = message.toolCalls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: JSON.stringify(call.arguments) },
        }))
      }
      messages.push(assistant)
    }
  }
  flushImages()
  const body: Record<string, unknown> = {
    model,
    messages,
    stream: true,
    stream_options: { include_usage: true },
  }
  if (request.tools.length > 0) {
    body.tools = request.tools.map((tool) => ({
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters: tool.inputSchema },
    }))
    body.tool_choice = 'auto'
  }
  if (request.maxOutputTokens !== undefined) body.max_tokens = request.maxOutputTokens
  if (request.temperature !== undefined) body.temperature = request.temperature
  return body
}
