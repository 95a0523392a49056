import { wordSet } from './jaccard'
import type { Memory } from './memory-store'

/** At most this many memories, and this many characters of them, go into a session's system prompt. */
const RECALLED_MEMORIES = 20
const RECALLED_MEMORY_CHARS = 4000

/**
 * The memories a session starts with: enabled ones, those sharing most words with the prompt first, then the newest;
 * bounded in count and length. Empty when there is nothing to recall.
 */
export function recallMemories(memories: readonly Memory[], prompt: string): string {
  const promptWords = wordSet(prompt)
  const overlap = (memory: Memory) => {
    let shared = 0
    for (const word of wordSet(memory.content)) if (promptWords.has(word)) shared += 1
    return shared
  }
  const ranked = memories
    .filter((memory) => memory.enabled)
    .map((memory) => ({ memory, score: overlap(memory) }))
    .sort((a, b) => b.score - a.score || b.memory.createdAt - a.memory.createdAt)
  const lines: string[] = []
  let used = 0
  for (const { memory } of ranked.slice(0, RECALLED_MEMORIES)) {
    const line = `- [${memory.category}] ${memory.content}`
    if (used + line.length > RECALLED_MEMORY_CHARS) break
    lines.push(line)
    used += line.length
  }
  if (lines.length === 0) return ''
  return [
    '<memories>',
    'What you saved with save_memory in earlier sessions (the user can edit these in Settings → Memory):',
    ...lines,
    '</memories>',
  ].join('\n')
}
