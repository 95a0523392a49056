import { gunzipSync } from 'node:zlib'
import { binaryColumns, cellElements, type FitsColumn } from './fits-columns'
import type { Hdu } from './fits-file'
import { FitsError, type FitsHeader } from './fits-header'
import { readSamples, scaleSamples, scalingOf } from './fits-pixels'
import { riceDecompress } from './rice-decompress'

/** One plane of an image HDU (the first, for cubes) as physical values, NaN where there is none. */
interface FitsImage {
  width: number
  height: number
  /** NAXIS3 × … of a cube; only the first plane is read. */
  planes: number
  pixels: Float32Array
  /** The header that describes the image (for a tile-compressed image, with its Z keywords as the plain ones). */
  header: FitsHeader
}

function imageShape(header: FitsHeader, prefix: '' | 'Z') {
  const axes = header.integer(`${prefix}NAXIS`, 0)
  if (axes === 0) throw new FitsError('The HDU has no image (NAXIS = 0).')
  const width = header.integer(`${prefix}NAXIS1`)
  const height = axes >= 2 ? header.integer(`${prefix}NAXIS2`) : 1
  let planes = 1
  for (let axis = 3; axis <= axes; axis++) planes *= header.integer(`${prefix}NAXIS${axis}`)
  return { width, height, planes }
}

export function readFitsImage(hdu: Hdu): FitsImage {
  if (hdu.kind === 'compressed-image') return readCompressedImage(hdu)
  if (hdu.kind !== 'image') throw new FitsError(`HDU ${hdu.index} (${hdu.name}) holds no image.`)
  const { header } = hdu
  const { width, height, planes } = imageShape(header, '')
  const bitpix = header.integer('BITPIX')
  const samples = readSamples(hdu.data, bitpix, width * height)
  return { width, height, planes, pixels: scaleSamples(samples, bitpix, scalingOf(header)), header }
}

const NULL_VALUE = -2147483647

function tileValues(
  hdu: Hdu,
  columns: FitsColumn[],
  row: number,
  count: number,
  algorithm: string,
): Float64Array | null {
  const named = (name: string) => columns.find((column) => column.name.toUpperCase() === name)
  const compressed = named('COMPRESSED_DATA') ?? named('GZIP_COMPRESSED_DATA')
  const zbitpix = hdu.header.integer('ZBITPIX')
  if (compressed) {
    const { bytes } = cellElements(hdu, compressed, row)
    if (bytes.byteLength > 0) {
      if (algorithm === 'RICE_1' || algorithm === 'RICE_ONE') {
        const block = zValue(hdu.header, 'BLOCKSIZE') ?? 32
        const bytePix = zValue(hdu.header, 'BYTEPIX') ?? (zbitpix > 0 ? zbitpix / 8 : 4)
        return Float64Array.from(riceDecompress(bytes, count, block, bytePix))
      }
      if (algorithm === 'GZIP_1') {
        const raw = new Uint8Array(gunzipSync(bytes))
        const stored = raw.byteLength / count
        const bitpix = zbitpix < 0 && stored === 4 && named('ZSCALE') ? 32 : stored === 4 && zbitpix < 0 ? -32 : zbitpix
        return readSamples(raw, stored === 8 && zbitpix < 0 ? -64 : bitpix, count)
      }
      throw new FitsError(`${algorithm} tile compression is not read (RICE_1 and GZIP_1 are).`)
    }
  }
  const plain = named('UNCOMPRESSED_DATA')
  if (plain) {
    const { bytes } = cellElements(hdu, plain, row)
    const bitpix =
      plain.type === 'I' ? 16 : plain.type === 'J' ? 32 : plain.type === 'E' ? -32 : plain.type === 'D' ? -64 : 8
    return readSamples(bytes, bitpix, count)
  }
  return null
}

/** ZNAMEi / ZVALi pairs (BLOCKSIZE, BYTEPIX). */
function zValue(header: FitsHeader, name: string): number | undefined {
  for (let index = 1; index <= 20; index++) {
    if (header.text(`ZNAME${index}`).trim().toUpperCase() === name) return header.number(`ZVAL${index}`)
  }
  return undefined
}

/** A tile-compressed image (the FITS tiled-image convention): each table row is one tile. */
function readCompressedImage(hdu: Hdu): FitsImage {
  const { header } = hdu
  const { width, height, planes } = imageShape(header, 'Z')
  const algorithm = header.text('ZCMPTYPE').trim().toUpperCase()
  const quantize = header.text('ZQUANTIZ').trim().toUpperCase()
  if (quantize === 'SUBTRACTIVE_DITHER_1' || quantize === 'SUBTRACTIVE_DITHER_2') {
    throw new FitsError(`Dithered quantised floats (${quantize}) are not read; only integer and NO_DITHER images are.`)
  }
  const tileWidth = header.integer('ZTILE1', width)
  const tileHeight = header.integer('ZTILE2', 1)
  const columns = binaryColumns(hdu)
  const scaleColumn = columns.find((column) => column.name.toUpperCase() === 'ZSCALE')
  const zeroColumn = columns.find((column) => column.name.toUpperCase() === 'ZZERO')
  const zbitpix = header.integer('ZBITPIX')
  const blank = header.number('ZBLANK') ?? header.number('BLANK')
  const scaling = scalingOf(header)
  const pixels = new Float32Array(width * height).fill(Number.NaN)
  const tilesAcross = Math.ceil(width / tileWidth)
  const tilesDown = Math.ceil(height / tileHeight)
  const rows = header.integer('NAXIS2', 0)
  for (let tile = 0; tile < Math.min(rows, tilesAcross * tilesDown); tile++) {
    const x0 = (tile % tilesAcross) * tileWidth
    const y0 = Math.floor(tile / tilesAcross) * tileHeight
    const w = Math.min(tileWidth, width - x0)
    const h = Math.min(tileHeight, height - y0)
    const values = tileValues(hdu, columns, tile, w * h, algorithm)
    if (!values) continue
    const scale = scaleColumn ? tileNumber(hdu, scaleColumn, tile) : 1
    const zero = zeroColumn ? tileNumber(hdu, zeroColumn, tile) : 0
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const raw = values[y * w + x] ?? Number.NaN
        let value: number
        if (zbitpix < 0 && scaleColumn) value = raw === NULL_VALUE ? Number.NaN : raw * scale + zero
        else if (zbitpix > 0 && blank !== undefined && raw === blank) value = Number.NaN
        else value = zbitpix > 0 ? raw * scaling.scale + scaling.zero : raw
        pixels[(y0 + y) * width + x0 + x] = value
      }
    }
  }
  return { width, height, planes, pixels, header }
}

function tileNumber(hdu: Hdu, column: FitsColumn, row: number): number {
  const { bytes } = cellElements(hdu, column, row)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return column.type === 'D' ? view.getFloat64(0) : column.type === 'E' ? view.getFloat32(0) : view.getInt32(0)
}
