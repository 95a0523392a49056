/**
 * IRAF's zscale display limits, as astropy's ZScaleInterval computes them: up to 1000 evenly spaced finite samples,
 * sorted; a line fitted to them with iterative 2.5σ rejection (rejected samples grown by 1%); the slope divided by
 * the contrast (0.25) sets the limits around the median, kept within the samples' range.
 */
export function zscale(
  pixels: ArrayLike<number>,
  options: { samples?: number; contrast?: number } = {},
): [number, number] {
  const wanted = options.samples ?? 1000
  const contrast = options.contrast ?? 0.25
  const finite: number[] = []
  for (let index = 0; index < pixels.length; index++) {
    const value = pixels[index] ?? Number.NaN
    if (Number.isFinite(value)) finite.push(value)
  }
  if (finite.length === 0) return [0, 1]
  const stride = Math.max(1, Math.floor(finite.length / wanted))
  const samples: number[] = []
  for (let index = 0; index < finite.length && samples.length < wanted; index += stride)
    samples.push(finite[index] ?? 0)
  samples.sort((a, b) => a - b)
  const count = samples.length
  let low = samples[0] ?? 0
  let high = samples[count - 1] ?? 0
  const minimum = Math.max(5, Math.floor(count * 0.5))
  const grow = Math.max(1, Math.floor(count * 0.01))
  let bad = new Array<boolean>(count).fill(false)
  let good = count
  let lastGood = count + 1
  let slope = 0
  for (let iteration = 0; iteration < 5; iteration++) {
    if (good >= lastGood || good < minimum) break
    const fit = fitLine(samples, bad)
    slope = fit.slope
    const residuals = samples.map((value, index) => value - (fit.intercept + fit.slope * index))
    const kept = residuals.filter((_value, index) => !bad[index])
    const mean = kept.reduce((sum, value) => sum + value, 0) / kept.length
    const deviation = Math.sqrt(kept.reduce((sum, value) => sum + (value - mean) ** 2, 0) / kept.length)
    const threshold = 2.5 * deviation
    const rejected = bad.map((flag, index) => flag || Math.abs(residuals[index] ?? 0) > threshold)
    bad = grown(rejected, grow)
    lastGood = good
    good = bad.filter((flag) => !flag).length
  }
  if (good >= minimum) {
    const scaled = slope / contrast
    const center = Math.floor((count - 1) / 2)
    const median =
      count % 2 === 1 ? (samples[center] ?? 0) : ((samples[count / 2 - 1] ?? 0) + (samples[count / 2] ?? 0)) / 2
    low = Math.max(low, median - (center - 1) * scaled)
    high = Math.min(high, median + (count - center) * scaled)
  }
  return low < high ? [low, high] : [samples[0] ?? 0, samples[count - 1] ?? 1]
}

function fitLine(values: readonly number[], bad: readonly boolean[]): { slope: number; intercept: number } {
  let n = 0
  let sx = 0
  let sy = 0
  let sxx = 0
  let sxy = 0
  for (let index = 0; index < values.length; index++) {
    if (bad[index]) continue
    const y = values[index] ?? 0
    n += 1
    sx += index
    sy += y
    sxx += index * index
    sxy += index * y
  }
  const denominator = n * sxx - sx * sx
  const slope = denominator === 0 ? 0 : (n * sxy - sx * sy) / denominator
  return { slope, intercept: n === 0 ? 0 : (sy - slope * sx) / n }
}

/** numpy.convolve(flags, ones(width), mode='same') > 0: each rejected sample also rejects its neighbours. */
function grown(flags: readonly boolean[], width: number): boolean[] {
  const out = new Array<boolean>(flags.length).fill(false)
  const before = Math.floor((width - 1) / 2)
  for (let index = 0; index < flags.length; index++) {
    if (!flags[index]) continue
    for (let offset = -before; offset <= width - 1 - before; offset++) {
      const target = index + offset
      if (target >= 0 && target < flags.length) out[target] = true
    }
  }
  return out
}
