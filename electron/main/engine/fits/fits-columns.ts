import type { Hdu } from './fits-file'
import { FitsError } from './fits-header'

export interface FitsColumn {
  index: number
  name: string
  /** TFORM's data type letter (L X B I J K A E D C M), the element type for P/Q descriptors. */
  type: string
  repeat: number
  /** P or Q: the cell is a (count, offset) descriptor into the heap. */
  variable: 'P' | 'Q' | null
  /** Bytes of the cell in the row. */
  width: number
  /** Byte offset of the cell in the row. */
  offset: number
  unit: string | null
  scale: number
  zero: number
  nullValue: number | undefined
}

const elementBytes: Record<string, number> = { L: 1, X: 1, B: 1, I: 2, J: 4, K: 8, A: 1, E: 4, D: 8, C: 8, M: 16 }

/** The columns of a BINTABLE from TFORMn, TTYPEn, TUNITn, TSCALn, TZEROn and TNULLn. */
export function binaryColumns(hdu: Hdu): FitsColumn[] {
  const { header } = hdu
  const count = header.integer('TFIELDS', 0)
  const columns: FitsColumn[] = []
  let offset = 0
  for (let index = 1; index <= count; index++) {
    const form = header.text(`TFORM${index}`).trim().toUpperCase()
    const match = form.match(/^(\d*)([LXBIJKAEDCMPQ])([LXBIJKAEDCM])?/)
    if (!match) throw new FitsError(`Column ${index} has a TFORM "${form}" that is not a FITS binary table format.`)
    const repeat = match[1] ? Number.parseInt(match[1], 10) : 1
    const letter = match[2] ?? 'A'
    const variable = letter === 'P' || letter === 'Q' ? letter : null
    const type = variable ? (match[3] ?? 'B') : letter
    const width =
      variable === 'P'
        ? 8 * repeat
        : variable === 'Q'
          ? 16 * repeat
          : type === 'X'
            ? Math.ceil(repeat / 8)
            : (elementBytes[type] ?? 1) * repeat
    columns.push({
      index: index - 1,
      name: header.text(`TTYPE${index}`).trim() || `col${index}`,
      type,
      repeat,
      variable,
      width,
      offset,
      unit: header.text(`TUNIT${index}`).trim() || null,
      scale: header.number(`TSCAL${index}`) ?? 1,
      zero: header.number(`TZERO${index}`) ?? 0,
      nullValue: header.number(`TNULL${index}`),
    })
    offset += width
  }
  const rowBytes = header.integer('NAXIS1', 0)
  if (offset > rowBytes) throw new FitsError(`The columns need ${offset} bytes a row but NAXIS1 is ${rowBytes}.`)
  return columns
}

/** The elements of one cell (row `row`): numbers, booleans or a string, from the row or, for P/Q, from the heap. */
export function cellElements(hdu: Hdu, column: FitsColumn, row: number): { bytes: Uint8Array; count: number } {
  const rowBytes = hdu.header.integer('NAXIS1', 0)
  const start = row * rowBytes + column.offset
  if (!column.variable) return { bytes: hdu.data.subarray(start, start + column.width), count: column.repeat }
  const view = new DataView(hdu.data.buffer, hdu.data.byteOffset + start, column.width)
  const count = column.variable === 'P' ? view.getInt32(0) : Number(view.getBigInt64(0))
  const heapOffset = column.variable === 'P' ? view.getInt32(4) : Number(view.getBigInt64(8))
  const size = column.type === 'X' ? Math.ceil(count / 8) : (elementBytes[column.type] ?? 1) * count
  if (heapOffset < 0 || heapOffset + size > hdu.heap.byteLength) {
    throw new FitsError(`Row ${row + 1} of ${column.name} points outside the heap.`)
  }
  return { bytes: hdu.heap.subarray(heapOffset, heapOffset + size), count }
}

const latin1 = new TextDecoder('latin1')

/** The values of a cell's elements, scaled (TSCAL/TZERO) with TNULL and NaN as null. */
export function decodeElements(
  column: FitsColumn,
  bytes: Uint8Array,
  count: number,
): (number | boolean | string | null)[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (column.type === 'A') {
    const text = latin1.decode(bytes.subarray(0, count))
    const end = text.indexOf('\0')
    return [(end === -1 ? text : text.slice(0, end)).trimEnd()]
  }
  const values: (number | boolean | string | null)[] = []
  const scaled = (raw: number) =>
    column.nullValue !== undefined && raw === column.nullValue ? null : raw * column.scale + column.zero
  for (let element = 0; element < count; element++) {
    switch (column.type) {
      case 'L': {
        const letter = bytes[element]
        values.push(letter === 0x54 ? true : letter === 0x46 ? false : null)
        break
      }
      case 'X':
        values.push(((bytes[element >> 3] ?? 0) >> (7 - (element % 8))) & 1 ? 1 : 0)
        break
      case 'B':
        values.push(scaled(view.getUint8(element)))
        break
      case 'I':
        values.push(scaled(view.getInt16(element * 2)))
        break
      case 'J':
        values.push(scaled(view.getInt32(element * 4)))
        break
      case 'K': {
        const raw = view.getBigInt64(element * 8)
        const isNull = column.nullValue !== undefined && raw === BigInt(column.nullValue)
        values.push(
          isNull
            ? null
            : column.scale === 1 && column.zero === 0
              ? raw.toString()
              : Number(raw) * column.scale + column.zero,
        )
        break
      }
      case 'E': {
        const value = view.getFloat32(element * 4)
        values.push(Number.isNaN(value) ? null : value * column.scale + column.zero)
        break
      }
      case 'D': {
        const value = view.getFloat64(element * 8)
        values.push(Number.isNaN(value) ? null : value * column.scale + column.zero)
        break
      }
      case 'C':
        values.push(`${view.getFloat32(element * 8)} ${view.getFloat32(element * 8 + 4)}`)
        break
      case 'M':
        values.push(`${view.getFloat64(element * 16)} ${view.getFloat64(element * 16 + 8)}`)
        break
    }
  }
  return values
}
