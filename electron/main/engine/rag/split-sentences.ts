/** Where a sentence ends: terminal punctuation, then white space, then what can open a sentence. */
const sentenceEnd = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}([“"'])/gu

/**
 * Cuts text into pieces of at most `maxChars`, at sentence ends where it can and at white space otherwise, so that
 * joining the pieces with one space gives the text back (white space runs aside). Decimals such as 2.987 never split.
 */
export function splitSentences(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text]
  const sentences = text.split(sentenceEnd).filter((sentence) => sentence.length > 0)
  const pieces: string[] = []
  let current = ''
  const push = (piece: string) => {
    let rest = piece
    while (rest.length > maxChars) {
      const cut = rest.lastIndexOf(' ', maxChars)
      const at = cut > maxChars / 2 ? cut : maxChars
      pieces.push(rest.slice(0, at))
      rest = rest.slice(at).trimStart()
    }
    return rest
  }
  for (const sentence of sentences) {
    if (current && current.length + 1 + sentence.length > maxChars) {
      pieces.push(current)
      current = ''
    }
    current = push(current ? `${current} ${sentence}` : sentence)
  }
  if (current) pieces.push(current)
  return pieces
}
