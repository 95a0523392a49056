import { wcsFromHeader } from '../../../shared/wcs/wcs-model'
import { type Hdu, readFits } from './fits-file'
import { FitsError, type FitsHeader } from './fits-header'
import { readFitsImage } from './fits-image'
import { zscale } from './zscale'

const headerWcs = (header: FitsHeader) => wcsFromHeader((key) => header.value(key))

/** A compressed image's header as its image's: ZNAXISn, ZBITPIX… read as NAXISn, BITPIX…; the table's own cards kept. */
function shapeOf(hdu: Hdu): number[] {
  const { header } = hdu
  if (hdu.kind === 'binary-table' || hdu.kind === 'ascii-table') {
    return [header.integer('TFIELDS', 0), header.integer('NAXIS2', 0)]
  }
  const prefix = hdu.kind === 'compressed-image' ? 'Z' : ''
  const axes = header.integer(`${prefix}NAXIS`, 0)
  return Array.from({ length: axes }, (_unused, index) => header.integer(`${prefix}NAXIS${index + 1}`, 0))
}

export function describeFits(bytes: Uint8Array) {
  return {
    hdus: readFits(bytes).map((hdu) => ({
      index: hdu.index,
      name: hdu.name,
      kind: hdu.kind,
      shape: shapeOf(hdu),
      cards: hdu.header.cards.map((card) => ({
        key: card.key,
        value:
          card.value === null ? '' : typeof card.value === 'boolean' ? (card.value ? 'T' : 'F') : String(card.value),
        comment: card.comment,
      })),
      wcs: hdu.kind === 'image' || hdu.kind === 'compressed-image' ? headerWcs(hdu.header) : null,
    })),
  }
}

/** Block-averages an image by an integer step (NaN pixels left out of each block's mean). */
function binned(pixels: Float32Array, width: number, height: number, step: number) {
  const outWidth = Math.ceil(width / step)
  const outHeight = Math.ceil(height / step)
  if (step === 1) return { pixels, width, height }
  const out = new Float32Array(outWidth * outHeight)
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      let sum = 0
      let count = 0
      for (let dy = 0; dy < step && y * step + dy < height; dy++) {
        for (let dx = 0; dx < step && x * step + dx < width; dx++) {
          const value = pixels[(y * step + dy) * width + x * step + dx] ?? Number.NaN
          if (!Number.isNaN(value)) {
            sum += value
            count += 1
          }
        }
      }
      out[y * outWidth + x] = count === 0 ? Number.NaN : sum / count
    }
  }
  return { pixels: out, width: outWidth, height: outHeight }
}

/** One image HDU ready to draw: binned to `maxSide`, zscale limits, range, WCS, a spectrum's wavelength axis. */
export function fitsImageView(bytes: Uint8Array, index: number, maxSide: number) {
  const hdu = readFits(bytes)[index]
  if (!hdu) throw new FitsError(`The file has no HDU ${index}.`)
  const image = readFitsImage(hdu)
  // A spectrum keeps every pixel up to 16,384 across (the plot thins it), an image is binned to fit `maxSide`.
  const limit = image.height === 1 ? Math.max(maxSide, 16_384) : maxSide
  const step = Math.max(1, Math.ceil(Math.max(image.width, image.height) / limit))
  const shown = binned(image.pixels, image.width, image.height, step)
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (const value of image.pixels) {
    if (Number.isFinite(value)) {
      if (value < min) min = value
      if (value > max) max = value
    }
  }
  if (min > max) {
    min = 0
    max = 0
  }
  const header = image.header
  const littleEndian = new Uint8Array(shown.pixels.buffer, shown.pixels.byteOffset, shown.pixels.byteLength)
  const crval = header.number('CRVAL1')
  const spectralAxis =
    image.height === 1 && crval !== undefined
      ? {
          crval,
          cdelt: header.number('CDELT1') ?? header.number('CD1_1') ?? 1,
          crpix: header.number('CRPIX1') ?? 1,
          log: header.number('DC-FLAG') === 1,
          unit: header.text('CUNIT1').trim() || (/angstrom/i.test(header.text('WAT1_001')) ? 'Angstrom' : ''),
        }
      : null
  return {
    width: shown.width,
    height: shown.height,
    sourceWidth: image.width,
    sourceHeight: image.height,
    step,
    pixelsBase64: Buffer.from(littleEndian).toString('base64'),
    zscale: zscale(image.pixels),
    range: [min, max] as [number, number],
    unit: header.text('BUNIT').trim(),
    wcs: image.height > 1 ? headerWcs(header) : null,
    spectralAxis,
  }
}
