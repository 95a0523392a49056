import { startsWithAt } from './markup-reader'
import { INCOMPLETE, type Incomplete, type InputWindow } from './parse-outcome'

export const CDATA_OPEN = '<![CDATA['
export const CDATA_CLOSE = ']]>'

/** Wraps text in CDATA; a `]]>` inside is split across two sections so the text survives byte for byte. */
export function wrapCdata(text: string): string {
  return `${CDATA_OPEN}${text.replaceAll(CDATA_CLOSE, `]]${CDATA_CLOSE}${CDATA_OPEN}>`)}${CDATA_CLOSE}`
}

interface CdataRun {
  text: string
  next: number
  closed: boolean
}

/** Reads one CDATA section at `at` plus any sections directly after it (how `]]>` is escaped), joined. */
export function readCdataRun(window: InputWindow, at: number): CdataRun | Incomplete {
  const { source, end } = window
  let text = ''
  let contentStart = at + CDATA_OPEN.length
  for (;;) {
    const close = source.indexOf(CDATA_CLOSE, contentStart)
    if (close === -1 || close + CDATA_CLOSE.length > end) {
      if (!window.final) return INCOMPLETE
      return { text: text + source.slice(contentStart, end), next: end, closed: false }
    }
    text += source.slice(contentStart, close)
    const next = close + CDATA_CLOSE.length
    const another = startsWithAt(window, next, CDATA_OPEN)
    if (another === INCOMPLETE) return INCOMPLETE
    if (!another) return { text, next, closed: true }
    contentStart = next + CDATA_OPEN.length
  }
}
