import { describe, expect, it } from 'vitest'
import type { PositionedText } from '../../../../electron/main/engine/library/parse/pdf-text-items'
import { buildLines } from '../../../../electron/main/engine/library/parse/text-lines'

const item = (text: string, x: number, width: number, y: number, size: number): PositionedText => ({
  text,
  x,
  y,
  width,
  size,
  fontName: size > 7 ? 'CMR9' : 'CMR6',
})

describe('buildLines', () => {
  it('reads a superscript stacked over a subscript whole, upper first (asymmetric error bars)', () => {
    // 0.71^{+0.13}_{−0.14} as AASTeX sets it in a table: glyph runs as the PDF places them.
    const items = [
      item('0', 360.6, 4.6, 703.6, 9),
      item('.', 365.2, 2.6, 703.6, 9),
      item('71', 367.8, 9.2, 703.6, 9),
      item('+0', 377.0, 9.3, 707.5, 6),
      item('−', 377.0, 5.8, 701.3, 6),
      item('.', 386.3, 2.3, 707.5, 6),
      item('0', 382.8, 3.7, 701.3, 6),
      item('.', 386.5, 2.3, 701.3, 6),
      item('13', 388.6, 7.3, 707.5, 6),
      item('14', 388.8, 7.3, 701.3, 6),
    ]
    expect(buildLines(items).map((line) => line.text)).toEqual(['0.71^+0.13_−0.14'])
  })
})
