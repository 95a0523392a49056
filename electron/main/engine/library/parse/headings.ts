import type { OrderedLine } from './reading-order'

export interface HeadingVerdict {
  level: number
  isReferences: boolean
}

const referencesTitle = /^(?:[IVX]+\.?\s+|\d+\.?\s+)?(?:references|bibliography|literature cited|works cited)$/i
const namedSection =
  /^(?:[IVX]+\.?\s+|\d+\.?\s+)?(?:abstract|acknowledg(?:e)?ments?|appendix(?:\s+[A-Z0-9].*)?|conclusions?)$/i
/**
 * A section number, then a title that starts with a letter or a digit (not a table cell's `0.815 ± 0.02`); a letter
 * numbers an appendix only with its dot ("B. Derivation", not a caption's "B component is…").
 */
const numbered = /^(?:([IVX]+)\.?|(\d+(?:\.\d+)*)\.?|([A-H])\.)\s+[\p{L}\d]/u
const numberPrefix = /^(?:[IVX]+|\d+(?:\.\d+)*|[A-H])\.?\s+/
/** A footnote giving a link (`1 https://…`) is set in a typewriter font, not a heading's. */
const link = /:\/\/|\bwww\./

/** A section number with its dot: "3.2. ASAS-SN", "IV. Results", "B. Derivation". */
export const dottedSectionNumber = /^(?:\d+(?:\.\d+)*|[IVX]+|[A-H])\.\s/
/**
 * A figure's axis or panel label set in the document's own fonts: a unit in brackets at the end ("Teff [K]",
 * "V_z [kms^−1]"; not an abundance ratio such as "[Fe/H]"), or a comparison ("3 < R_gal < 5 kpc").
 */
const axisLabel = /\[(?:[^\]/]*|[^\]]*\^[^\]]*)\]$|[<>=≤≥]/
/** A list of authors with their affiliation marks: "A. Author^1, B. Other^2". */
const authorList = (text: string) => (text.match(/\^/g)?.length ?? 0) >= 2 && text.includes(',')

/** Text in a heading's place that is a figure's label or an author list, not a section title. */
export const isFigureLabel = (text: string) =>
  !dottedSectionNumber.test(text) && (axisLabel.test(text) || authorList(text))

/** Equations and numbers are not headings: a heading has a real word and is mostly letters. */
function looksLikeWords(text: string): boolean {
  // A section number is not counted against the title: "3.2. ASAS-SN" is a heading.
  const visible = text.replace(numberPrefix, '').replace(/\s/g, '')
  return /[A-Za-z]{3}/.test(text) && visible.replace(/[^A-Za-z]/g, '').length >= visible.length * 0.6
}

export function upperShare(text: string): number {
  const letters = text.replace(/[^A-Za-z]/g, '')
  if (letters.length === 0) return 0
  return letters.replace(/[^A-Z]/g, '').length / letters.length
}

/**
 * Decides whether a line is a heading: set larger than the body text, or a short numbered or named section line that
 * stands out (capitals, another font than the body's, or a larger size).
 */
export function headingOf(line: OrderedLine, body: { size: number; fontName: string }): HeadingVerdict | null {
  const text = line.text.trim()
  if (text.length === 0 || text.length > 90 || /[,;]$/.test(text) || link.test(text)) return null
  if (referencesTitle.test(text)) return { level: 2, isReferences: true }
  if (isFigureLabel(text)) return null
  if (!looksLikeWords(text)) return null
  const standsOut = upperShare(text) >= 0.7 || line.fontName !== body.fontName || line.size >= body.size * 1.05
  if (namedSection.test(text) && standsOut) return { level: 2, isReferences: false }
  if (line.size >= body.size * 1.15 && text.length <= 75 && !/\.$/.test(text))
    return { level: line.size >= body.size * 1.6 ? 1 : 2, isReferences: false }
  const match = numbered.exec(text)
  if (!match || text.length > 60 || !standsOut || text.includes(',')) return null
  // A number without its dot, set small and not in capitals, marks a footnote ("1 See …") or a figure's label.
  const undotted = !/^\S+\.\s/.test(text)
  if (undotted && line.size < body.size * 0.95 && upperShare(text) < 0.7) return null
  if (match[2]) return { level: Math.min(2 + match[2].split('.').length - 1, 4), isReferences: false }
  if (match[3]) return { level: 3, isReferences: false }
  return { level: 2, isReferences: false }
}
