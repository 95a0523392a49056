import type { GrayPixels } from '../images/image-for-model'
import { readFits } from './fits-file'
import { FitsError } from './fits-header'
import { readFitsImage } from './fits-image'
import { zscale } from './zscale'

/** The first image HDU of a FITS file as 8-bit grayscale between its zscale limits, north as stored (row 1 at the bottom). */
export function fitsGrayscale(bytes: Uint8Array, hdu?: number): GrayPixels & { hdu: number } {
  const hdus = readFits(bytes)
  const chosen =
    hdu === undefined
      ? hdus.find((candidate) => candidate.kind === 'image' || candidate.kind === 'compressed-image')
      : hdus[hdu]
  if (!chosen) throw new FitsError('The FITS file has no image HDU.')
  const image = readFitsImage(chosen)
  if (image.height < 2) throw new FitsError(`HDU ${chosen.index} is a 1-D spectrum, not an image.`)
  const [low, high] = zscale(image.pixels)
  const span = high - low || 1
  const data = new Uint8Array(image.width * image.height)
  for (let y = 0; y < image.height; y++) {
    // FITS rows go upwards; pictures go downwards.
    const target = (image.height - 1 - y) * image.width
    for (let x = 0; x < image.width; x++) {
      const value = image.pixels[y * image.width + x] ?? Number.NaN
      data[target + x] = Number.isNaN(value) ? 0 : Math.round(Math.min(1, Math.max(0, (value - low) / span)) * 255)
    }
  }
  return { width: image.width, height: image.height, data, hdu: chosen.index }
}
