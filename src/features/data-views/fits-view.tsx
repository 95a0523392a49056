import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FileSource } from '../../../electron/shared/contract/commands/files'
import { pixelToWorld, sexagesimal } from '../../../electron/shared/wcs/pixel-to-world'
import type { WcsModel } from '../../../electron/shared/wcs/wcs-model'
import { type ColorMap, floatPixels, renderPixels, type Stretch } from './display-scale'
import { SpectrumPlot } from './spectrum-plot'
import { TableView } from './table-view'
import { decodeBase64, useDataTable, useFitsDescription, useFitsImage } from './use-data-files'

type Hdu = {
  index: number
  name: string
  kind: string
  shape: number[]
  cards: { key: string; value: string; comment: string }[]
}

function worldText(wcs: WcsModel | null, x: number, y: number): string {
  if (!wcs) return ''
  const world = pixelToWorld(wcs, x, y)
  if (!world) return ''
  if (wcs.kind === 'celestial') {
    const [lon, lat] = world
    const equatorial = wcs.ctype[0].startsWith('RA')
    const named = equatorial
      ? `RA ${lon.toFixed(6)}°, Dec ${lat.toFixed(6)}°`
      : `l ${lon.toFixed(6)}°, b ${lat.toFixed(6)}°`
    return `${named}${equatorial ? ` (${sexagesimal(lon, lat)})` : ''} ${wcs.frame}`.trim()
  }
  return `${wcs.ctype[0] || 'x'} ${world[0].toPrecision(8)} ${wcs.cunit[0]}, ${wcs.ctype[1] || 'y'} ${world[1].toPrecision(8)} ${wcs.cunit[1]}`
}

function FitsImagePane({ sessionId, source, hdu }: { sessionId: string; source: FileSource; hdu: number }) {
  const { t } = useTranslation()
  const image = useFitsImage(sessionId, source, hdu)
  const [limits, setLimits] = useState<'zscale' | 'minmax'>('zscale')
  const [stretch, setStretch] = useState<Stretch>('asinh')
  const [map, setMap] = useState<ColorMap>('gray')
  const [cursor, setCursor] = useState<string>('')
  const canvas = useRef<HTMLCanvasElement>(null)
  const value = image.value
  const pixels = useMemo(() => (value ? floatPixels(decodeBase64(value.pixelsBase64)) : null), [value])
  useEffect(() => {
    const target = canvas.current
    if (!value || !pixels || !target || value.height === 1) return
    const [low, high] = limits === 'zscale' ? value.zscale : value.range
    target.width = value.width
    target.height = value.height
    const context = target.getContext('2d')
    if (!context) return
    context.putImageData(
      new ImageData(
        renderPixels(pixels, value.width, value.height, { low, high, stretch, map }),
        value.width,
        value.height,
      ),
      0,
      0,
    )
  }, [value, pixels, limits, stretch, map])
  if (image.error) return <p className="alert alert-error">{image.error}</p>
  if (!value || !pixels) return <p className="muted">{t('common.loading')}</p>
  if (value.height === 1) return <SpectrumPlot values={pixels} axis={value.spectralAxis} unit={value.unit} />
  const onMove = (event: React.MouseEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const column = Math.floor(((event.clientX - box.left) / box.width) * value.width)
    const row = Math.floor(((event.clientY - box.top) / box.height) * value.height)
    if (column < 0 || row < 0 || column >= value.width || row >= value.height) return
    const stored = value.height - 1 - row
    const x = (column + 0.5) * value.step + 0.5
    const y = (stored + 0.5) * value.step + 0.5
    const pixel = pixels[stored * value.width + column] ?? Number.NaN
    const at = value.step === 1 ? `x ${Math.round(x)}, y ${Math.round(y)}` : `x ≈ ${x.toFixed(1)}, y ≈ ${y.toFixed(1)}`
    const reading = Number.isNaN(pixel) ? t('dataViews.blank') : `${pixel.toPrecision(6)} ${value.unit}`.trim()
    setCursor([at, reading, worldText(value.wcs, x, y)].filter(Boolean).join(' · '))
  }
  return (
    <div className="fits-image-pane">
      <div className="fits-controls">
        <label>
          {t('dataViews.limits')}
          <select value={limits} onChange={(event) => setLimits(event.target.value as 'zscale' | 'minmax')}>
            <option value="zscale">zscale</option>
            <option value="minmax">{t('dataViews.minMax')}</option>
          </select>
        </label>
        <label>
          {t('dataViews.stretch')}
          <select value={stretch} onChange={(event) => setStretch(event.target.value as Stretch)}>
            <option value="linear">linear</option>
            <option value="sqrt">sqrt</option>
            <option value="asinh">asinh</option>
            <option value="log">log</option>
          </select>
        </label>
        <label>
          {t('dataViews.colorMap')}
          <select value={map} onChange={(event) => setMap(event.target.value as ColorMap)}>
            <option value="gray">gray</option>
            <option value="viridis">viridis</option>
            <option value="inferno">inferno</option>
            <option value="cool">cool</option>
          </select>
        </label>
      </div>
      <canvas
        ref={canvas}
        className="fits-canvas"
        data-testid="fits-canvas"
        onMouseMove={onMove}
        onMouseLeave={() => setCursor('')}
      />
      <p className="fits-cursor" data-testid="fits-cursor" aria-live="polite">
        {cursor || (value.wcs ? t('dataViews.hoverWcs') : t('dataViews.noWcs'))}
      </p>
      <p className="muted">
        {t('dataViews.imageSize', { width: value.sourceWidth, height: value.sourceHeight, step: value.step })}
      </p>
    </div>
  )
}

function FitsTablePane({
  sessionId,
  source,
  hdu,
  name,
}: {
  sessionId: string
  source: FileSource
  hdu: number
  name: string
}) {
  const { t } = useTranslation()
  const table = useDataTable(sessionId, source, hdu)
  if (table.error) return <p className="alert alert-error">{table.error}</p>
  if (!table.value) return <p className="muted">{t('common.loading')}</p>
  return <TableView table={table.value} name={name} />
}

function HeaderCards({ hdu }: { hdu: Hdu }) {
  const { t } = useTranslation()
  const [filter, setFilter] = useState('')
  const text = filter.trim().toLowerCase()
  const cards = hdu.cards.filter(
    (card) => !text || `${card.key} ${card.value} ${card.comment}`.toLowerCase().includes(text),
  )
  return (
    <div className="fits-header">
      <input
        type="search"
        className="data-table-filter"
        value={filter}
        aria-label={t('dataViews.filterHeader')}
        placeholder={t('dataViews.filterHeader')}
        onChange={(event) => setFilter(event.target.value)}
      />
      <table className="data-table fits-cards">
        <tbody>
          {cards.map((card, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cards repeat keys (COMMENT, HISTORY) and never reorder
            <tr key={`${card.key}-${index}`}>
              <th scope="row">{card.key}</th>
              <td>{card.value}</td>
              <td className="muted">{card.comment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const hasPixels = (hdu: Hdu) => (hdu.kind === 'image' || hdu.kind === 'compressed-image') && hdu.shape.length > 0

/** A FITS file: its HDUs, each header, an image preview with WCS under the cursor, a spectrum, or a table. */
export function FitsView({ sessionId, source, name }: { sessionId: string; source: FileSource; name: string }) {
  const { t } = useTranslation()
  const description = useFitsDescription(sessionId, source)
  const [chosen, setChosen] = useState<number | null>(null)
  const [showHeader, setShowHeader] = useState(false)
  const hdus = description.value?.hdus ?? []
  const fallback = hdus.find(hasPixels) ?? hdus.find((hdu) => hdu.kind === 'binary-table') ?? hdus[0]
  const hdu = hdus.find((candidate) => candidate.index === chosen) ?? fallback
  if (description.error) return <p className="alert alert-error">{description.error}</p>
  if (!hdu) return <p className="muted">{t('common.loading')}</p>
  return (
    <div className="fits-view">
      <div className="fits-controls">
        <label>
          HDU
          <select value={hdu.index} onChange={(event) => setChosen(Number(event.target.value))} data-testid="fits-hdu">
            {hdus.map((candidate) => (
              <option key={candidate.index} value={candidate.index}>
                {candidate.index}: {candidate.name} ({t(`dataViews.hdu.${candidate.kind}`)}
                {candidate.shape.length > 0 ? ` ${candidate.shape.join('×')}` : ''})
              </option>
            ))}
          </select>
        </label>
        <label className="artifact-toggle">
          <input type="checkbox" checked={showHeader} onChange={(event) => setShowHeader(event.target.checked)} />
          {t('dataViews.header')}
        </label>
      </div>
      {hasPixels(hdu) ? <FitsImagePane key={hdu.index} sessionId={sessionId} source={source} hdu={hdu.index} /> : null}
      {hdu.kind === 'binary-table' ? (
        <FitsTablePane key={hdu.index} sessionId={sessionId} source={source} hdu={hdu.index} name={name} />
      ) : null}
      {showHeader || (!hasPixels(hdu) && hdu.kind !== 'binary-table') ? <HeaderCards hdu={hdu} /> : null}
    </div>
  )
}
