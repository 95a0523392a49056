import type { PageLines } from './page-furniture'
import type { PositionedText } from './pdf-text-items'
import type { OrderedLine } from './reading-order'

/** A font's family: no subset tag, no style after the dash, no design size (`LMRoman10-Regular` → `LMRoman`). */
export const fontFamily = (fontName: string) =>
  fontName
    .replace(/^[A-Z]{6}\+/, '')
    .replace(/-.*$/, '')
    .replace(/\d+/g, '')

/** Icon fonts (showyourwork's links to the code) draw pictures, not characters. */
const ICON_FONT = /fontawesome|academicons/i

export const withoutIcons = (items: PositionedText[]) => items.filter((item) => !ICON_FONT.test(item.fontName))

/** Text set at least this share of the body size counts as the document's own. */
const TEXT_SIZE_SHARE = 0.85
/** A family with less of its text than this share at text sizes is a plotting library's (tick labels, legends). */
const FIGURE_FAMILY_SHARE = 0.3
/** Figure labels are short; a family set small in long lines is the document's (affiliations, references). */
const FIGURE_LINE_LENGTH = 20

/** Families mostly set small and in short lines: the fonts figures were drawn with (matplotlib's DejaVu Sans, STIX, Helvetica). */
function figureFamilies(pages: PageLines[], bodySize: number): Set<string> {
  const totals = new Map<string, { all: number; textSized: number; lines: number }>()
  for (const page of pages) {
    for (const line of page.lines) {
      const family = fontFamily(line.fontName)
      const total = totals.get(family) ?? { all: 0, textSized: 0, lines: 0 }
      total.all += line.text.length
      total.lines++
      if (line.size >= bodySize * TEXT_SIZE_SHARE) total.textSized += line.text.length
      totals.set(family, total)
    }
  }
  const families = new Set<string>()
  for (const [family, total] of totals) {
    const short = total.all < total.lines * FIGURE_LINE_LENGTH
    if (short && total.textSized < total.all * FIGURE_FAMILY_SHARE) families.add(family)
  }
  return families
}

const isFigureText = (line: OrderedLine, bodySize: number, families: Set<string>) =>
  line.size < bodySize * TEXT_SIZE_SHARE && families.has(fontFamily(line.fontName))

/**
 * Takes the text inside figures (axis labels, tick numbers, legends) out of the pages: small lines in a font the
 * document's text does not use. Captions, tables and footnotes are set in the document's fonts and stay.
 */
export function separateFigureText(pages: PageLines[], bodySize: number): { pages: PageLines[]; figureText: string[] } {
  const families = figureFamilies(pages, bodySize)
  return {
    pages: pages.map((page) => ({
      ...page,
      lines: page.lines.filter((line) => !isFigureText(line, bodySize, families)),
    })),
    figureText: pages.map((page) =>
      page.lines
        .filter((line) => isFigureText(line, bodySize, families))
        .map((line) => line.text)
        .join('\n'),
    ),
  }
}
