import { describe, expect, it } from 'vitest'
import { clickRow, emptySelection } from '../../../src/features/library/table-selection'

const rows = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }))
/** Rows 0–4, with row 3 not loaded yet (its block is still on its way). */
const paperAt = (index: number) => (index === 3 ? null : (rows[index] ?? null))
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort()

describe('table selection', () => {
  it('toggles one row on a click and checks the loaded rows of a range on a shift-click', () => {
    const first = clickRow(emptySelection, 1, paperAt, false)
    expect(ids(first)).toEqual(['b'])
    const range = clickRow(first, 4, paperAt, true)
    expect(ids(range)).toEqual(['b', 'c', 'e'])
    expect(ids(clickRow(range, 2, paperAt, false))).toEqual(['b', 'e'])
  })

  it('a shift-click on a checked row unchecks the range back to the last clicked row', () => {
    const all = clickRow(clickRow(emptySelection, 0, paperAt, false), 4, paperAt, true)
    expect(ids(all)).toEqual(['a', 'b', 'c', 'e'])
    const anchoredAtC = clickRow(clickRow(all, 2, paperAt, false), 2, paperAt, false)
    expect(ids(clickRow(anchoredAtC, 0, paperAt, true))).toEqual(['e'])
  })

  it('a shift-click with no earlier click, or on a row not loaded, acts on that row alone', () => {
    expect(ids(clickRow(emptySelection, 2, paperAt, true))).toEqual(['c'])
    expect(clickRow(emptySelection, 3, paperAt, false)).toBe(emptySelection)
  })
})
