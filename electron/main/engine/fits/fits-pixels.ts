import type { FitsHeader } from './fits-header'
import { FitsError } from './fits-header'

/** Big-endian samples of one BITPIX as numbers (64-bit integers through a double, which keeps 53 bits). */
export function readSamples(data: Uint8Array, bitpix: number, count: number): Float64Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const bytes = Math.abs(bitpix) / 8
  if (count * bytes > data.byteLength) throw new FitsError('The data unit is shorter than its header says.')
  const out = new Float64Array(count)
  switch (bitpix) {
    case 8:
      for (let index = 0; index < count; index++) out[index] = view.getUint8(index)
      break
    case 16:
      for (let index = 0; index < count; index++) out[index] = view.getInt16(index * 2)
      break
    case 32:
      for (let index = 0; index < count; index++) out[index] = view.getInt32(index * 4)
      break
    case 64:
      for (let index = 0; index < count; index++) out[index] = Number(view.getBigInt64(index * 8))
      break
    case -32:
      for (let index = 0; index < count; index++) out[index] = view.getFloat32(index * 4)
      break
    case -64:
      for (let index = 0; index < count; index++) out[index] = view.getFloat64(index * 8)
      break
    default:
      throw new FitsError(`BITPIX ${bitpix} is not a FITS pixel type.`)
  }
  return out
}

/** Physical values: BLANK (integer images) becomes NaN, then value × BSCALE + BZERO. */
export function scaleSamples(
  samples: Float64Array,
  bitpix: number,
  scaling: { scale: number; zero: number; blank?: number | undefined },
) {
  const { scale, zero, blank } = scaling
  const out = new Float32Array(samples.length)
  for (let index = 0; index < samples.length; index++) {
    const raw = samples[index] ?? Number.NaN
    out[index] = bitpix > 0 && blank !== undefined && raw === blank ? Number.NaN : raw * scale + zero
  }
  return out
}

export function scalingOf(header: FitsHeader, prefix = '') {
  return {
    scale: header.number(`${prefix}BSCALE`) ?? 1,
    zero: header.number(`${prefix}BZERO`) ?? 0,
    blank: header.number(`${prefix}BLANK`),
  }
}
