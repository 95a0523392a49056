import type { ColumnType, DataColumn } from '../../../../shared/domain/data-table'

export type VoDatatype =
  | 'boolean'
  | 'bit'
  | 'unsignedByte'
  | 'short'
  | 'int'
  | 'long'
  | 'char'
  | 'unicodeChar'
  | 'float'
  | 'double'
  | 'floatComplex'
  | 'doubleComplex'

/** A FIELD as the decoders need it: its datatype, how many values a cell holds, and the value that means null. */
export interface VoField {
  name: string
  datatype: VoDatatype
  /** Values in a fixed-size cell (the product of `arraysize`); null for a variable-length one (`*`). */
  fixedCount: number | null
  /** The cell holds one value (no `arraysize`, or a char string counts as one value). */
  scalar: boolean
  nullValue: string | null
  unit: string | null
  ucd: string | null
  description: string | null
}

const datatypes: ReadonlySet<string> = new Set([
  'boolean',
  'bit',
  'unsignedByte',
  'short',
  'int',
  'long',
  'char',
  'unicodeChar',
  'float',
  'double',
  'floatComplex',
  'doubleComplex',
])

function datatypeOf(value: string | undefined): VoDatatype {
  if (value !== undefined && datatypes.has(value)) return value as VoDatatype
  // Some writers say "string" or "unicodeString"; they are read as text.
  return value?.toLowerCase().includes('unicode') ? 'unicodeChar' : 'char'
}

/** `arraysize` such as `10`, `*`, `2x3`, `2x3x*`, `10*`: the fixed product, or null when the last axis varies. */
function countOf(arraysize: string | undefined): number | null {
  if (arraysize === undefined || arraysize.trim() === '') return 1
  const axes = arraysize.trim().split('x')
  if (axes.some((axis) => axis.endsWith('*'))) return null
  return axes.reduce((product, axis) => product * (Number.parseInt(axis, 10) || 1), 1)
}

export function voField(attributes: {
  name?: string | undefined
  ID?: string | undefined
  datatype?: string | undefined
  arraysize?: string | undefined
  unit?: string | undefined
  ucd?: string | undefined
  nullValue?: string | undefined
  description?: string | undefined
}): VoField {
  const datatype = datatypeOf(attributes.datatype)
  const text = datatype === 'char' || datatype === 'unicodeChar'
  const arraysize = attributes.arraysize
  // A char FIELD with a 1-D arraysize is one string; a 2-D one is an array of strings.
  const dimensions = arraysize?.split('x').length ?? 0
  return {
    name: attributes.name ?? attributes.ID ?? '',
    datatype,
    fixedCount: countOf(arraysize),
    scalar: arraysize === undefined || (text && dimensions <= 1),
    nullValue: attributes.nullValue ?? null,
    unit: attributes.unit?.trim() ? attributes.unit.trim() : null,
    ucd: attributes.ucd ?? null,
    description: attributes.description?.trim() ? attributes.description.replace(/\s+/g, ' ').trim() : null,
  }
}

export function columnOf(field: VoField): DataColumn {
  return { name: field.name, type: columnType(field), unit: field.unit, description: field.description, ucd: field.ucd }
}

function columnType(field: VoField): ColumnType {
  if (field.datatype === 'char' || field.datatype === 'unicodeChar') return field.scalar ? 'string' : 'array'
  if (!field.scalar) return 'array'
  switch (field.datatype) {
    case 'boolean':
    case 'bit':
      return 'boolean'
    case 'float':
    case 'double':
      return 'float'
    case 'floatComplex':
    case 'doubleComplex':
      return 'string'
    default:
      return 'integer'
  }
}
