import type { PositionedText } from '../parse/pdf-text-items'

export interface FirstPageMetadata {
  title: string
  authors: string[]
  year: number | null
}

interface Line {
  text: string
  y: number
  size: number
}

const maxTitleLength = 250
const sectionStart = /^(?:abstract|summary|key\s*words|introduction|1\.?\s+introduction|received|accepted)\b/iu
const affiliationHint =
  /\b(?:university|universit[àéä]|institut|institute|department|dept\.|observatory|observatoire|laboratory|school|college|center|centre|faculty|road|street|avenue|e-?mail|@)\b|@/iu
const notNameWord = /^(?:and|the|of|for|in|on|with|et|al\.?)$/iu

/** Text items joined into lines (same baseline within a fraction of the font size), top of the page first. */
function linesOf(items: PositionedText[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x)
  const lines: { items: PositionedText[]; y: number; size: number }[] = []
  for (const item of sorted) {
    const last = lines.at(-1)
    if (last && Math.abs(last.y - item.y) <= Math.max(2, item.size * 0.4)) {
      last.items.push(item)
      last.size = Math.max(last.size, item.size)
    } else {
      lines.push({ items: [item], y: item.y, size: item.size })
    }
  }
  return lines
    .map((line) => ({
      text: line.items
        .sort((a, b) => a.x - b.x)
        .map((item) => item.text)
        .join(' ')
        .replace(/\s+/gu, ' ')
        .trim(),
      y: line.y,
      size: line.size,
    }))
    .filter((line) => line.text !== '')
}

/** The title: the run of consecutive lines in the largest type on the upper part of the page. */
function titleLines(lines: Line[], pageTop: number): { title: string; lastIndex: number } | null {
  const candidates = lines.filter((line) => /\p{L}{3}/u.test(line.text) && line.y > pageTop * 0.45)
  const largest = Math.max(0, ...candidates.map((line) => line.size))
  if (largest === 0) return null
  const isCandidate = new Set(candidates)
  const first = lines.findIndex((line) => isCandidate.has(line) && line.size >= largest - 0.5)
  const first_line = lines[first]
  if (!first_line) return null
  const parts = [first_line.text]
  let lastIndex = first
  for (let index = first + 1; index < lines.length; index++) {
    const line = lines[index]
    const previous = lines[index - 1]
    if (!line || !previous) break
    const sameStyle = Math.abs(line.size - largest) <= 0.5
    const close = previous.y - line.y <= largest * 2.2
    if (!sameStyle || !close || sectionStart.test(line.text)) break
    if ([...parts, line.text].join(' ').length > maxTitleLength) break
    parts.push(line.text)
    lastIndex = index
  }
  const title = parts
    .join(' ')
    .replace(/\s*[*∗†‡§¶⋆★]+\s*$/u, '')
    .replace(/(\p{L})- (\p{Ll})/gu, '$1$2')
    .trim()
  return { title: title.slice(0, maxTitleLength), lastIndex }
}

function looksLikeName(candidate: string): boolean {
  const words = candidate.split(/\s+/u).filter(Boolean)
  if (words.length < 2 || words.length > 5) return false
  if (words.some((word) => notNameWord.test(word))) return false
  return words.every((word) => /^(?:\p{Lu}[\p{L}'’.-]*|de|del|della|van|von|der|den|da|dos|le|la|du|di)$/u.test(word))
}

/** Names in a line of authors: split at commas and "and", without affiliation marks (digits, symbols). */
function namesIn(line: string): string[] {
  const cleaned = line
    .replace(/[0-9*∗†‡§¶⋆★♯♭♮,]+(?=\s|$|,)/gu, (marks) => (marks.includes(',') ? ',' : ' '))
    .replace(/\s*\b(?:and|&)\b\s*/giu, ',')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ]+/gu, ' ')
  return cleaned
    .split(',')
    .map((part) => part.replace(/\s+/gu, ' ').trim())
    .filter(looksLikeName)
}

/** The author block: lines right under the title, before affiliations, the abstract or body text. */
function authorsAfter(lines: Line[], titleEnd: number): string[] {
  const authors: string[] = []
  for (const line of lines.slice(titleEnd + 1, titleEnd + 8)) {
    if (sectionStart.test(line.text)) break
    if (affiliationHint.test(line.text)) {
      if (authors.length > 0) break
      continue
    }
    const names = namesIn(line.text)
    if (names.length === 0) {
      if (authors.length > 0) break
      continue
    }
    authors.push(...names)
  }
  return [...new Set(authors)]
}

function yearIn(text: string): number | null {
  const thisYear = new Date().getUTCFullYear()
  const years = [...text.matchAll(/\b(19[5-9]\d|20\d\d)\b/gu)]
    .map((match) => Number(match[1]))
    .filter((year) => year <= thisYear + 1)
  return years.length > 0 ? Math.max(...years) : null
}

/**
 * Title, authors and year of a paper from the layout of its first page, for a PDF no service could identify: the
 * title is the largest type near the top (never more than a few lines), the authors the name-like lines under it.
 */
export function firstPageMetadata(items: PositionedText[], pageHeight: number, marginText = ''): FirstPageMetadata {
  const lines = linesOf(items)
  const title = titleLines(lines, pageHeight)
  const text = `${marginText}\n${lines.map((line) => line.text).join('\n')}`
  return {
    title: title?.title ?? '',
    authors: title ? authorsAfter(lines, title.lastIndex) : [],
    year: yearIn(text),
  }
}
