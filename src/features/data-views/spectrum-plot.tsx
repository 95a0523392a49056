import { useTranslation } from 'react-i18next'

interface SpectralAxis {
  crval: number
  cdelt: number
  crpix: number
  log: boolean
  unit: string
}

const WIDTH = 800
const HEIGHT = 260

/** A 1-D image as a line: wavelength (from CRVAL1/CDELT1, log-linear when DC-FLAG = 1) against value. */
export function SpectrumPlot({
  values,
  axis,
  unit,
}: {
  values: Float32Array
  axis: SpectralAxis | null
  unit: string
}) {
  const { t } = useTranslation()
  const x = (index: number) => {
    if (!axis) return index + 1
    const value = axis.crval + (index + 1 - axis.crpix) * axis.cdelt
    return axis.log ? 10 ** value : value
  }
  const finite = Array.from(values).filter(Number.isFinite)
  const sorted = [...finite].sort((a, b) => a - b)
  // Robust limits: 0.5 % and 99.5 % of the values, so a few spikes do not flatten the spectrum.
  const low = sorted[Math.floor(sorted.length * 0.005)] ?? 0
  const high = sorted[Math.ceil(sorted.length * 0.995) - 1] ?? 1
  const first = x(0)
  const last = x(values.length - 1)
  const stride = Math.max(1, Math.floor(values.length / 4000))
  const points: string[] = []
  for (let index = 0; index < values.length; index += stride) {
    const value = values[index] ?? Number.NaN
    if (!Number.isFinite(value)) continue
    const px = ((x(index) - first) / (last - first || 1)) * WIDTH
    const py = HEIGHT - ((Math.min(high, Math.max(low, value)) - low) / (high - low || 1)) * HEIGHT
    points.push(`${px.toFixed(1)},${py.toFixed(1)}`)
  }
  const axisUnit = axis?.unit || (axis ? '' : t('dataViews.pixel'))
  return (
    <figure className="spectrum-plot">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('dataViews.spectrum')}
        preserveAspectRatio="none"
      >
        <polyline
          points={points.join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="muted">
        {t('dataViews.spectrumRange', {
          from: first.toPrecision(6),
          to: last.toPrecision(6),
          unit: axisUnit,
          low: low.toPrecision(4),
          high: high.toPrecision(4),
          valueUnit: unit,
        })}
      </figcaption>
    </figure>
  )
}
