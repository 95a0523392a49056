const fence = /^\s*(```|~~~)/

/**
 * Splits Markdown at blank lines that lie outside code fences and `$$` math blocks. While an answer streams only its
 * last block changes, so the blocks before it keep their rendered output instead of being parsed again.
 */
export function splitMarkdownBlocks(markdown: string): string[] {
  const blocks: string[] = []
  let current: string[] = []
  let inFence = false
  let inMath = false
  for (const line of markdown.split('\n')) {
    if (fence.test(line)) inFence = !inFence
    else if (!inFence && line.trim() === '$$') inMath = !inMath
    if (!inFence && !inMath && line.trim() === '' && current.length > 0) {
      blocks.push(current.join('\n'))
      current = []
      continue
    }
    if (current.length > 0 || line.trim() !== '') current.push(line)
  }
  if (current.length > 0) blocks.push(current.join('\n'))
  return blocks
}
