import type { Cell } from '../../../../shared/domain/data-table'
import { floatCell, integerCell } from '../cell-values'
import type { VoDatatype, VoField } from './votable-field'

const sizes: Record<Exclude<VoDatatype, 'bit'>, number> = {
  boolean: 1,
  unsignedByte: 1,
  short: 2,
  int: 4,
  long: 8,
  char: 1,
  unicodeChar: 2,
  float: 4,
  double: 8,
  floatComplex: 8,
  doubleComplex: 16,
}

export class TruncatedStreamError extends Error {
  constructor() {
    super('The binary stream ends inside a row.')
    this.name = 'TruncatedStreamError'
  }
}

/** Reads BINARY / BINARY2 rows (big-endian, variable-length cells prefixed by their count) from a decoded stream. */
class StreamReader {
  private offset = 0
  private readonly view: DataView

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }

  get done(): boolean {
    return this.offset >= this.bytes.byteLength
  }

  take(length: number): number {
    if (this.offset + length > this.bytes.byteLength) throw new TruncatedStreamError()
    const start = this.offset
    this.offset += length
    return start
  }

  bytesAt(start: number, length: number): Uint8Array {
    return this.bytes.subarray(start, start + length)
  }

  int32(): number {
    return this.view.getInt32(this.take(4))
  }

  scalar(datatype: Exclude<VoDatatype, 'bit' | 'char' | 'unicodeChar'>): number | bigint | boolean | null | string {
    const at = this.take(sizes[datatype])
    switch (datatype) {
      case 'boolean': {
        const letter = String.fromCharCode(this.view.getUint8(at))
        if ('Tt1'.includes(letter)) return true
        if ('Ff0'.includes(letter)) return false
        return null
      }
      case 'unsignedByte':
        return this.view.getUint8(at)
      case 'short':
        return this.view.getInt16(at)
      case 'int':
        return this.view.getInt32(at)
      case 'long':
        return this.view.getBigInt64(at)
      case 'float':
        return this.view.getFloat32(at)
      case 'double':
        return this.view.getFloat64(at)
      case 'floatComplex':
        return complexText(this.view.getFloat32(at), this.view.getFloat32(at + 4))
      case 'doubleComplex':
        return complexText(this.view.getFloat64(at), this.view.getFloat64(at + 8))
    }
  }
}

function complexText(real: number, imaginary: number): string | null {
  if (Number.isNaN(real) && Number.isNaN(imaginary)) return null
  return `${real} ${imaginary}`
}

const latin1 = new TextDecoder('latin1')

function text(reader: StreamReader, datatype: 'char' | 'unicodeChar', count: number): string {
  const start = reader.take(count * sizes[datatype])
  const raw = reader.bytesAt(start, count * sizes[datatype])
  let value = ''
  if (datatype === 'char') value = latin1.decode(raw)
  else
    for (let index = 0; index + 1 < raw.length; index += 2)
      value += String.fromCharCode((raw[index] ?? 0) * 256 + (raw[index + 1] ?? 0))
  const end = value.indexOf('\0')
  return (end === -1 ? value : value.slice(0, end)).trimEnd()
}

function bits(reader: StreamReader, count: number): string {
  const length = Math.ceil(count / 8)
  const raw = reader.bytesAt(reader.take(length), length)
  let value = ''
  for (let index = 0; index < count; index++) value += ((raw[index >> 3] ?? 0) >> (7 - (index % 8))) & 1 ? '1' : '0'
  return value
}

function isNullNumber(value: number | bigint, field: VoField): boolean {
  if (field.nullValue === null) return false
  try {
    return typeof value === 'bigint' ? value === BigInt(field.nullValue) : value === Number(field.nullValue)
  } catch {
    return false
  }
}

function scalarCell(value: number | bigint | boolean | null | string, field: VoField): Cell {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value
  if (isNullNumber(value, field)) return null
  if (field.datatype === 'float' || field.datatype === 'double') return floatCell(Number(value))
  return integerCell(value)
}

function readCell(reader: StreamReader, field: VoField): Cell {
  const count = field.fixedCount ?? reader.int32()
  if (field.datatype === 'char' || field.datatype === 'unicodeChar') {
    const value = text(reader, field.datatype, count)
    return value === '' ? null : value
  }
  if (field.datatype === 'bit') {
    const value = bits(reader, count)
    if (field.scalar) return value === '1'
    return value === '' ? null : value
  }
  const datatype = field.datatype
  if (field.scalar) return scalarCell(reader.scalar(datatype), field)
  const values: string[] = []
  for (let index = 0; index < count; index++) {
    const cell = scalarCell(reader.scalar(datatype), field)
    values.push(cell === null ? 'null' : String(cell))
  }
  return values.length === 0 ? null : values.join(' ')
}

/**
 * Rows of a BINARY (`withNullFlags` false) or BINARY2 stream. BINARY2 rows start with one bit per field, the first
 * field in the highest bit, set when the cell is null; its bytes are still there and are skipped.
 */
export function readBinaryRows(
  bytes: Uint8Array,
  fields: readonly VoField[],
  options: { withNullFlags: boolean; limit: number },
): { rows: Cell[][]; totalRows: number } {
  const reader = new StreamReader(bytes)
  const rows: Cell[][] = []
  let totalRows = 0
  const flagBytes = Math.ceil(fields.length / 8)
  while (!reader.done) {
    const flags = options.withNullFlags ? reader.bytesAt(reader.take(flagBytes), flagBytes) : null
    const row: Cell[] = []
    for (const [index, field] of fields.entries()) {
      const cell = readCell(reader, field)
      const isNull = flags !== null && (((flags[index >> 3] ?? 0) >> (7 - (index % 8))) & 1) === 1
      row.push(isNull ? null : cell)
    }
    totalRows += 1
    if (rows.length < options.limit) rows.push(row)
  }
  return { rows, totalRows }
}
