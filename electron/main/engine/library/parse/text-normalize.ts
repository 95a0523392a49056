const ligatures = /[\uFB00-\uFB06]/g
/** TeX fonts often place an accent as a separate spacing glyph before its letter (`Teˇsanovi´c`). */
const spacingAccents: Record<string, string> = {
  ˇ: '\u030C',
  '´': '\u0301',
  '¨': '\u0308',
  '˜': '\u0303',
  ˆ: '\u0302',
  '¸': '\u0327',
  '˚': '\u030A',
}
const accentBeforeLetter = /([ˇ´¨˜ˆ¸˚])\s?([A-Za-z])/g

/**
 * ﬁ, ﬂ, ﬀ, ﬃ, ﬄ… become plain letters (NFKC of the ligature code points only, so math symbols stay as they are), and
 * detached TeX accents are put back on their letters.
 */
export function normalizeGlyphs(text: string): string {
  return text
    .replace(ligatures, (ligature) => ligature.normalize('NFKC'))
    .replace(accentBeforeLetter, (_match, accent: string, letter: string) =>
      `${letter}${spacingAccents[accent] ?? ''}`.normalize('NFC'),
    )
}

/** Joins wrapped lines of a paragraph, undoing end-of-line hyphenation (`cau-` + `tion` → `caution`). */
export function joinWrappedLines(lines: string[]): string {
  const pieces: string[] = []
  // The text's last two characters: a paragraph of thousands of lines is not searched again at every line.
  let tail = ''
  const append = (piece: string) => {
    pieces.push(piece)
    tail = (tail + piece).slice(-2)
  }
  for (const line of lines) {
    if (tail === '') {
      pieces.length = 0
      tail = ''
      append(line)
    } else if (/[A-Za-z]-$/.test(tail) && /^[a-z]/.test(line)) {
      pieces[pieces.length - 1] = (pieces[pieces.length - 1] ?? '').slice(0, -1)
      tail = tail.slice(0, -1)
      append(line)
    } else {
      append(' ')
      append(line)
    }
  }
  return pieces.join('')
}
