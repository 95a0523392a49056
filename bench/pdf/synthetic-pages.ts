import type { PdfPageText, PositionedText } from '../../electron/main/engine/library/parse/pdf-text-items'

const WORDS = ['stellar', 'mass', 'of', 'the', 'disc', 'is', 'measured', 'with', 'ALMA', 'at', '1.3', 'mm']

/**
 * A two-column page of `items` text runs: numbered lines of eight words, both columns filled top down, as a very
 * long A&A page would be (the page is as tall as its lines need).
 */
export function twoColumnPage(items: number): PdfPageText {
  const placed: PositionedText[] = []
  const perLine = 9
  const lines = Math.ceil(items / perLine / 2)
  for (let line = 0; placed.length < items; line++) {
    const column = line < lines ? 0 : 1
    const y = (lines - (line % lines)) * 12
    const left = 50 + column * 260
    placed.push({ text: String(line + 1), x: left - 20, y, width: 8, size: 6, fontName: 'LineNumbers' })
    for (let word = 0; word < perLine - 1 && placed.length < items; word++) {
      const text = WORDS[(line + word) % WORDS.length] ?? 'a'
      placed.push({ text, x: left + word * 28, y, width: text.length * 4.5, size: 10, fontName: 'Times-Roman' })
    }
  }
  return { page: 1, width: 612, height: (lines + 2) * 12, items: placed, marginText: '', damaged: false }
}

/** The shape nested Form XObjects draw: the same glyph over and over, a point apart, on a few baselines. */
export function stackedGlyphsPage(items: number): PdfPageText {
  const placed: PositionedText[] = Array.from({ length: items }, (_, index) => ({
    text: 'a',
    x: 72 + (index % 50),
    y: 700 - Math.floor(index / 10_000) * 20,
    width: 0.5,
    size: 1,
    fontName: 'Helvetica',
  }))
  return { page: 1, width: 612, height: 792, items: placed, marginText: '', damaged: false }
}
