import { FitsError } from './fits-header'

/** The position of the highest set bit of every byte value, plus one (0 for 0). */
const nonzeroCount = new Uint8Array(256)
for (let value = 1; value < 256; value++) nonzeroCount[value] = Math.floor(Math.log2(value)) + 1

/**
 * Rice decompression of one tile (the FITS tile-compression convention, RICE_1), as cfitsio's fits_rdecomp:
 * the first pixel as `bytePix` raw bytes, then blocks of `blockSize` differences, each block a fundamental-sequence
 * split (`fs`), all-zero (fs < 0) or raw (fs = fsMax).
 */
export function riceDecompress(input: Uint8Array, count: number, blockSize: number, bytePix: number): Int32Array {
  const { fsBits, fsMax, bBits } =
    bytePix === 1
      ? { fsBits: 3, fsMax: 6, bBits: 8 }
      : bytePix === 2
        ? { fsBits: 4, fsMax: 14, bBits: 16 }
        : { fsBits: 5, fsMax: 25, bBits: 32 }
  const out = new Int32Array(count)
  let next = 0
  const byte = () => {
    if (next >= input.length) throw new FitsError('A RICE_1 tile ends before its pixels do.')
    return input[next++] ?? 0
  }
  let last = 0
  for (let index = 0; index < bytePix; index++) last = (last * 256 + byte()) >>> 0
  const wrap = (value: number) => (bytePix === 1 ? value & 0xff : bytePix === 2 ? value & 0xffff : value >>> 0)
  let b = byte()
  let nbits = 8
  let index = 0
  while (index < count) {
    nbits -= fsBits
    while (nbits < 0) {
      b = ((b << 8) | byte()) >>> 0
      nbits += 8
    }
    const fs = (b >>> nbits) - 1
    b &= (1 << nbits) - 1
    const end = Math.min(index + blockSize, count)
    if (fs < 0) {
      for (; index < end; index++) out[index] = last
    } else if (fs === fsMax) {
      for (; index < end; index++) {
        let k = bBits - nbits
        let diff = k >= 32 ? 0 : (b << k) >>> 0
        for (k -= 8; k >= 0; k -= 8) {
          b = byte()
          diff = (diff | (b << k)) >>> 0
        }
        if (nbits > 0) {
          b = byte()
          diff = (diff | (b >>> -k)) >>> 0
          b &= (1 << nbits) - 1
        } else b = 0
        const value = (diff & 1) === 0 ? diff >>> 1 : ~(diff >>> 1)
        last = wrap(value + last)
        out[index] = last
      }
    } else {
      for (; index < end; index++) {
        while (b === 0) {
          nbits += 8
          b = byte()
        }
        const zeros = nbits - (nonzeroCount[b] ?? 0)
        nbits -= zeros + 1
        b ^= 1 << nbits
        nbits -= fs
        while (nbits < 0) {
          b = ((b << 8) | byte()) >>> 0
          nbits += 8
        }
        const diff = ((zeros << fs) | (b >>> nbits)) >>> 0
        b &= (1 << nbits) - 1
        const value = (diff & 1) === 0 ? diff >>> 1 : ~(diff >>> 1)
        last = wrap(value + last)
        out[index] = last
      }
    }
  }
  // Back to signed values of the pixel size.
  if (bytePix === 2) for (let i = 0; i < count; i++) out[i] = ((out[i] ?? 0) << 16) >> 16
  else if (bytePix === 1) for (let i = 0; i < count; i++) out[i] = (out[i] ?? 0) & 0xff
  return out
}
