import type { ModelMessage, ToolSpec } from '../../providers/model-message'

/** About four characters a token for English and code; good enough to decide when to compact. */
const charactersPerToken = 4

export function estimateTextTokens(text: string): number {
  return Math.ceil(text.length / charactersPerToken)
}

/** Messages are immutable once in the context, so their sizes are computed once. */
const sizes = new WeakMap<ModelMessage, number>()

function messageCharacters(message: ModelMessage): number {
  const known = sizes.get(message)
  if (known !== undefined) return known
  const size = measure(message)
  sizes.set(message, size)
  return size
}

/** An image costs about as much as this many characters (providers count roughly 1,500 tokens for a large one). */
const imageCharacters = 6_000

function measure(message: ModelMessage): number {
  const images = message.role === 'assistant' ? 0 : (message.images?.length ?? 0) * imageCharacters
  if (message.role === 'user') return message.content.length + images
  if (message.role === 'tool') return message.content.length + message.name.length + 16 + images
  let characters = message.text.length + (message.reasoning?.text.length ?? 0)
  for (const call of message.toolCalls) characters += call.name.length + JSON.stringify(call.arguments).length + 16
  return characters
}

/** Estimated prompt tokens of one model call: system prompt, tool definitions and the conversation. */
export function estimateContextTokens(
  system: string,
  tools: readonly ToolSpec[],
  messages: readonly ModelMessage[],
): number {
  let characters = system.length
  for (const tool of tools)
    characters += tool.name.length + tool.description.length + JSON.stringify(tool.inputSchema).length
  for (const message of messages) characters += messageCharacters(message) + 8
  return Math.ceil(characters / charactersPerToken)
}
