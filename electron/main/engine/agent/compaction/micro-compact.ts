import type { ModelMessage } from '../../providers/model-message'

export const stalePlaceholderPrefix = '[Earlier output of'

/**
 * Replaces the content of tool results older than the most recent `keepRecent` with a short placeholder, so the
 * model knows the call happened and can run it again. Returns the same array when nothing changed.
 */
export function microCompact(
  messages: readonly ModelMessage[],
  options: { keepRecent: number; minChars: number },
): { messages: ModelMessage[]; cleared: number } {
  const toolIndexes = messages.flatMap((message, index) => (message.role === 'tool' ? [index] : []))
  const stale = new Set(toolIndexes.slice(0, Math.max(0, toolIndexes.length - options.keepRecent)))
  let cleared = 0
  const compacted = messages.map((message, index) => {
    if (message.role !== 'tool' || !stale.has(index)) return message
    const hasImages = (message.images?.length ?? 0) > 0
    if (
      !hasImages &&
      (message.content.length < options.minChars || message.content.startsWith(stalePlaceholderPrefix))
    ) {
      return message
    }
    cleared += 1
    const { images: _images, ...rest } = message
    return {
      ...rest,
      content: `${stalePlaceholderPrefix} ${message.name} (${message.content.length} characters) cleared to save context; call the tool again if you need it.]`,
    }
  })
  return { messages: cleared === 0 ? [...messages] : compacted, cleared }
}
