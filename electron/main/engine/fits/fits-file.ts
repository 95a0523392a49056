import { gunzipSync } from 'node:zlib'
import { BLOCK, FitsError, type FitsHeader, readHeader } from './fits-header'

type HduKind = 'image' | 'compressed-image' | 'binary-table' | 'ascii-table' | 'empty'

export interface Hdu {
  index: number
  header: FitsHeader
  kind: HduKind
  /** EXTNAME (with EXTVER when there is one), or PRIMARY. */
  name: string
  data: Uint8Array
  /** The binary table's variable-length array heap. */
  heap: Uint8Array
}

function kindOf(header: FitsHeader, index: number): HduKind {
  const xtension = index === 0 ? 'PRIMARY' : header.text('XTENSION').trim().toUpperCase()
  if (xtension === 'BINTABLE') return header.value('ZIMAGE') === true ? 'compressed-image' : 'binary-table'
  if (xtension === 'TABLE') return 'ascii-table'
  const axes = header.integer('NAXIS', 0)
  if (axes === 0) return 'empty'
  for (let axis = 1; axis <= axes; axis++) if (header.integer(`NAXIS${axis}`, 0) === 0) return 'empty'
  return 'image'
}

function nameOf(header: FitsHeader, index: number): string {
  const name = header.string('EXTNAME')?.trim()
  if (!name) return index === 0 ? 'PRIMARY' : `HDU ${index}`
  const version = header.number('EXTVER')
  return version === undefined ? name : `${name},${version}`
}

/** The data bytes an HDU's header declares: |BITPIX|/8 × GCOUNT × (PCOUNT + NAXIS1 × … × NAXISn). */
function dataLength(header: FitsHeader): { main: number; total: number } {
  const axes = header.integer('NAXIS', 0)
  if (axes === 0) return { main: 0, total: 0 }
  let product = 1
  for (let axis = 1; axis <= axes; axis++) product *= header.integer(`NAXIS${axis}`)
  const bytes = Math.abs(header.integer('BITPIX')) / 8
  const groups = header.integer('GCOUNT', 1)
  const parameters = header.integer('PCOUNT', 0)
  return { main: bytes * groups * product, total: bytes * groups * (parameters + product) }
}

/** Every HDU of a FITS file (gzip-compressed files are unpacked first). */
export function readFits(input: Uint8Array): Hdu[] {
  const bytes = input[0] === 0x1f && input[1] === 0x8b ? new Uint8Array(gunzipSync(input)) : input
  if (bytes.byteLength < BLOCK || !new TextDecoder('latin1').decode(bytes.subarray(0, 9)).startsWith('SIMPLE  =')) {
    throw new FitsError('This is not a FITS file (it does not start with SIMPLE =).')
  }
  const hdus: Hdu[] = []
  let offset = 0
  while (offset + BLOCK <= bytes.byteLength) {
    const { header, dataOffset } = readHeader(bytes, offset)
    const { main, total } = dataLength(header)
    if (dataOffset + total > bytes.byteLength) {
      throw new FitsError(`HDU ${hdus.length} declares ${total} data bytes but the file ends before them.`)
    }
    const index = hdus.length
    const heapStart = dataOffset + header.integer('THEAP', main)
    hdus.push({
      index,
      header,
      kind: kindOf(header, index),
      name: nameOf(header, index),
      data: bytes.subarray(dataOffset, dataOffset + main),
      heap: bytes.subarray(heapStart, dataOffset + total),
    })
    offset = dataOffset + Math.ceil(total / BLOCK) * BLOCK
    // Some writers pad the end with zeros rather than starting another header.
    if (offset < bytes.byteLength && bytes[offset] === 0) break
  }
  return hdus
}
