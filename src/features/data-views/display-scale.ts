export type Stretch = 'linear' | 'sqrt' | 'asinh' | 'log'
export type ColorMap = 'gray' | 'viridis' | 'inferno' | 'cool'

/** A few stops of each map (matplotlib's viridis and inferno), interpolated linearly between. */
const stops: Record<ColorMap, [number, number, number][]> = {
  gray: [
    [0, 0, 0],
    [255, 255, 255],
  ],
  viridis: [
    [68, 1, 84],
    [72, 40, 120],
    [62, 74, 137],
    [49, 104, 142],
    [38, 130, 142],
    [31, 158, 137],
    [53, 183, 121],
    [109, 205, 89],
    [180, 222, 44],
    [253, 231, 37],
  ],
  inferno: [
    [0, 0, 4],
    [40, 11, 84],
    [101, 21, 110],
    [159, 42, 99],
    [212, 72, 66],
    [245, 125, 21],
    [250, 193, 39],
    [252, 255, 164],
  ],
  cool: [
    [0, 255, 255],
    [255, 0, 255],
  ],
}

/** 256 RGB entries of a colour map. */
export function colorTable(map: ColorMap): Uint8Array {
  const table = new Uint8Array(256 * 3)
  const points = stops[map]
  for (let index = 0; index < 256; index++) {
    const position = (index / 255) * (points.length - 1)
    const low = Math.floor(position)
    const high = Math.min(points.length - 1, low + 1)
    const fraction = position - low
    const a = points[low] ?? [0, 0, 0]
    const b = points[high] ?? [0, 0, 0]
    for (let channel = 0; channel < 3; channel++) {
      table[index * 3 + channel] = Math.round((a[channel] ?? 0) + ((b[channel] ?? 0) - (a[channel] ?? 0)) * fraction)
    }
  }
  return table
}

/** A value between display limits mapped to 0…1 through a stretch (asinh as in Lupton et al. with softening 0.1). */
export function stretchValue(value: number, low: number, high: number, stretch: Stretch): number {
  const span = high - low
  const x = span === 0 ? 0 : Math.min(1, Math.max(0, (value - low) / span))
  switch (stretch) {
    case 'sqrt':
      return Math.sqrt(x)
    case 'asinh':
      return Math.asinh(x / 0.1) / Math.asinh(1 / 0.1)
    case 'log':
      return Math.log10(1000 * x + 1) / Math.log10(1001)
    default:
      return x
  }
}

/**
 * RGBA pixels of an image (rows bottom-up, as FITS stores them) drawn top-down for a canvas; blank pixels are
 * transparent.
 */
export function renderPixels(
  pixels: Float32Array,
  width: number,
  height: number,
  options: { low: number; high: number; stretch: Stretch; map: ColorMap },
): Uint8ClampedArray<ArrayBuffer> {
  const table = colorTable(options.map)
  const out = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    const row = (height - 1 - y) * width
    for (let x = 0; x < width; x++) {
      const value = pixels[y * width + x] ?? Number.NaN
      const target = (row + x) * 4
      if (Number.isNaN(value)) continue
      const level = Math.round(stretchValue(value, options.low, options.high, options.stretch) * 255) * 3
      out[target] = table[level] ?? 0
      out[target + 1] = table[level + 1] ?? 0
      out[target + 2] = table[level + 2] ?? 0
      out[target + 3] = 255
    }
  }
  return out
}

/** Float32 pixels from the engine's little-endian base64. */
export function floatPixels(bytes: Uint8Array): Float32Array {
  const copy = new Uint8Array(bytes.byteLength)
  copy.set(bytes)
  return new Float32Array(copy.buffer)
}
