import { readFileSync } from 'node:fs'
import { z } from 'zod'

const labelSchema = z.object({
  file: z.string(),
  page: z.number().int().min(1),
  kind: z.enum(['exponent', 'table-row']),
  /** `^` marks a superscript, `_` a subscript; a table row's cells are separated by ` | `. */
  text_as_printed: z.string(),
  context: z.string(),
})
export type FidelityLabel = z.infer<typeof labelSchema>

export function loadLabels(path: string): FidelityLabel[] {
  return z.array(labelSchema).parse(JSON.parse(readFileSync(path, 'utf8')))
}

/** Each character of `from` stands for the character at the same place in `to`. */
const pairs = (from: string, to: string) => new Map([...from].map((character, index) => [character, to[index] ?? '']))
const SUPERSCRIPTS = pairs('⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱ', '0123456789+-=()ni')
const SUBSCRIPTS = pairs('₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎', '0123456789+-=()')

const marked = (table: Map<string, string>, mark: string) => (text: string) =>
  text.replace(
    new RegExp(`[${[...table.keys()].join('')}]+`, 'gu'),
    (found) => `${mark}${[...found].map((character) => table.get(character) ?? character).join('')}`,
  )
const superscriptsMarked = marked(SUPERSCRIPTS, '^')
const subscriptsMarked = marked(SUBSCRIPTS, '_')

/**
 * One spelling for the comparison: Unicode super- and subscripts as `^` and `_` runs, braces around a marked run
 * dropped, compatibility forms folded, every dash and minus as `-`, every tilde as `~`, no whitespace.
 */
export function labelForm(text: string): string {
  return subscriptsMarked(superscriptsMarked(text))
    .replace(/([\^_])\{([^{}]*)\}/g, '$1$2')
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u223C\u301C]/g, '~')
    .replace(/\s+/g, '')
}

/** The label's text as printed, found on its page of `pages` (index 0 = page 1). */
export const labelFound = (label: FidelityLabel, pages: string[]): boolean =>
  labelForm(pages[label.page - 1] ?? '').includes(labelForm(label.text_as_printed))
