import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizeRects, rectStyle } from '../../../src/features/reader/highlight-rects'

const page = { left: 100, top: 50, width: 600, height: 800 }

describe('normalizeRects', () => {
  it('expresses rectangles as fractions of the page', () => {
    const rects = normalizeRects([{ left: 160, top: 130, width: 300, height: 16 }], page)
    expect(rects).toHaveLength(1)
    expect(rects[0]?.x).toBeCloseTo(0.1)
    expect(rects[0]?.y).toBeCloseTo(0.1)
    expect(rects[0]?.width).toBeCloseTo(0.5)
    expect(rects[0]?.height).toBeCloseTo(0.02)
  })

  it('merges the pieces of one line and keeps separate lines apart, top to bottom', () => {
    const rects = normalizeRects(
      [
        { left: 400, top: 150, width: 100, height: 16 },
        { left: 160, top: 130, width: 100, height: 16 },
        { left: 262, top: 131, width: 120, height: 15 },
        { left: 160, top: 150, width: 230, height: 16 },
      ],
      page,
    )
    expect(rects).toHaveLength(2)
    expect(rects[0]?.x).toBeCloseTo(0.1)
    expect(rects[0]?.width).toBeCloseTo((382 - 160) / 600)
    expect(rects[1]?.y).toBeCloseTo(100 / 800)
    expect(rects[1]?.width).toBeCloseTo((500 - 160) / 600)
  })

  it('keeps two columns on the same line apart', () => {
    const rects = normalizeRects(
      [
        { left: 110, top: 200, width: 200, height: 12 },
        { left: 420, top: 200, width: 200, height: 12 },
      ],
      page,
    )
    expect(rects).toHaveLength(2)
  })

  it('clips to the page and drops empty rectangles', () => {
    const rects = normalizeRects(
      [
        { left: 0, top: 40, width: 200, height: 30 },
        { left: 300, top: 300, width: 0, height: 12 },
        { left: 900, top: 300, width: 50, height: 12 },
      ],
      page,
    )
    expect(rects).toEqual([{ x: 0, y: 0, width: 100 / 600, height: 20 / 800 }])
    expect(normalizeRects([{ left: 1, top: 1, width: 5, height: 5 }], { ...page, width: 0 })).toEqual([])
  })

  it('always yields rectangles inside the unit square', () => {
    const box = fc.record({
      left: fc.double({ min: -500, max: 1500, noNaN: true }),
      top: fc.double({ min: -500, max: 1500, noNaN: true }),
      width: fc.double({ min: 0, max: 900, noNaN: true }),
      height: fc.double({ min: 0, max: 900, noNaN: true }),
    })
    fc.assert(
      fc.property(fc.array(box, { maxLength: 12 }), (boxes) => {
        for (const rect of normalizeRects(boxes, page)) {
          expect(rect.x).toBeGreaterThanOrEqual(0)
          expect(rect.y).toBeGreaterThanOrEqual(0)
          expect(rect.x + rect.width).toBeLessThanOrEqual(1 + 1e-9)
          expect(rect.y + rect.height).toBeLessThanOrEqual(1 + 1e-9)
          expect(rect.width).toBeGreaterThan(0)
        }
      }),
    )
  })

  it('turns a page rectangle into CSS percentages', () => {
    expect(rectStyle({ x: 0.1, y: 0.25, width: 0.5, height: 0.02 })).toEqual({
      left: '10.000%',
      top: '25.000%',
      width: '50.000%',
      height: '2.000%',
    })
  })
})
