import { describe, expect, it } from 'vitest'
import type { DataTable } from '../../../electron/shared/domain/data-table'
import { renderPixels, stretchValue } from '../../../src/features/data-views/display-scale'
import { tableCsv, visibleRows } from '../../../src/features/data-views/table-rows'

const table: DataTable = {
  columns: [
    { name: 'source_id', type: 'integer', unit: null, description: null, ucd: 'meta.id' },
    { name: 'mag', type: 'float', unit: 'mag', description: null, ucd: null },
    { name: 'name', type: 'string', unit: null, description: null, ucd: null },
  ],
  rows: [
    ['4583627001381815936', 12.5, 'b, "quoted"'],
    ['4583627001381815935', 9.25, 'a'],
    [7, null, 'c'],
  ],
  totalRows: 3,
  notes: [],
}

describe('table view rows', () => {
  it('sorts 64-bit ids exactly and puts nulls last', () => {
    expect(visibleRows(table, '', { column: 0, descending: false }).map((row) => row[0])).toEqual([
      7,
      '4583627001381815935',
      '4583627001381815936',
    ])
    expect(visibleRows(table, '', { column: 1, descending: false }).map((row) => row[1])).toEqual([9.25, 12.5, null])
  })

  it('filters by text or by a condition on a column', () => {
    expect(visibleRows(table, 'quoted', null)).toHaveLength(1)
    expect(visibleRows(table, 'mag < 10', null).map((row) => row[2])).toEqual(['a'])
    expect(visibleRows(table, 'mag >= 9.25', null)).toHaveLength(2)
  })

  it('exports the shown rows as CSV with units in the header', () => {
    expect(tableCsv(table.columns, table.rows.slice(0, 1))).toBe(
      'source_id,mag [mag],name\n4583627001381815936,12.5,"b, ""quoted"""\n',
    )
  })
})

describe('image display', () => {
  it('stretches between limits and draws FITS rows bottom-up, blanks transparent', () => {
    expect(stretchValue(5, 0, 10, 'linear')).toBe(0.5)
    expect(stretchValue(1, 0, 10, 'asinh')).toBeCloseTo(Math.asinh(1) / Math.asinh(10), 12)
    const rgba = renderPixels(Float32Array.from([0, 10, Number.NaN, 5]), 2, 2, {
      low: 0,
      high: 10,
      stretch: 'linear',
      map: 'gray',
    })
    // Stored row 0 (0, 10) is drawn last; stored row 1 (NaN, 5) first.
    expect(Array.from(rgba.slice(8, 16))).toEqual([0, 0, 0, 255, 255, 255, 255, 255])
    expect(rgba[3]).toBe(0)
  })
})
