const maxWords = 8
const maxCharacters = 60

/**
 * A session title from its first prompt, offline: the first words of its first line (CJK text has no spaces, so it is
 * cut by characters), without trailing punctuation.
 */
export function titleFromPrompt(prompt: string): string {
  const firstLine = prompt.trim().split('\n')[0]?.trim() ?? ''
  const words = firstLine.split(/\s+/).filter(Boolean)
  let title = words.slice(0, maxWords).join(' ')
  if (title.length > maxCharacters) title = `${title.slice(0, maxCharacters).trimEnd()}…`
  else if (words.length > maxWords) title = `${title}…`
  return title.replace(/[\s,.;:!?，。；：！？、]+(…?)$/u, '$1')
}
