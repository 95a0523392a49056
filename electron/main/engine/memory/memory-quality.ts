/** Why a memory is refused, or null when it is worth keeping across sessions (AstroResearch seed quality gate). */
export function memoryQualityProblem(content: string): string | null {
  const text = content.trim()
  const words = text.split(/\s+/).filter(Boolean)
  if (text.length < 15 || words.length < 4) {
    return 'too short: state a complete, self-contained fact (at least four words)'
  }
  if (/^(something|stuff|things?|it|this|that)\b/i.test(text) || /\b(etc\.?|and so on|whatever)\s*$/i.test(text)) {
    return 'too vague: name the specific thing to remember'
  }
  if (
    /\b(today|tonight|right now|just now|currently|at the moment|this (session|conversation|run)|for now|temporarily)\b/i.test(
      text,
    )
  ) {
    return 'transient: memories are for facts that stay true in later sessions'
  }
  const codeLines = text
    .split('\n')
    .filter((line) => /[;{}]\s*$|^\s*(import|from|def|function|const|let|class)\s/.test(line))
  if (text.includes('```') || codeLines.length >= 2) {
    return 'looks like code: save code to a file or an artifact, and remember only what it is for'
  }
  return null
}
