import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type CatalogServiceId, catalogPresets } from '../../../electron/shared/domain/catalog-services'
import { ErrorNotice } from '../../components/error-notice'
import { openArtifact } from '../../navigation/artifact-navigation'
import { useCatalogQuery } from './use-catalog-query'
import './catalogs.css'

/** A small form in the side panel: a cone search around an object or a position, or ADQL, on a TAP service. */
export function CatalogsPanel({ sessionId }: { sessionId: string | null }) {
  const { t } = useTranslation()
  const id = useId()
  const query = useCatalogQuery()
  const [service, setService] = useState<CatalogServiceId>('simbad')
  const [mode, setMode] = useState<'cone' | 'adql'>('cone')
  const [centre, setCentre] = useState('')
  const [radius, setRadius] = useState('60')
  const [adql, setAdql] = useState('')
  const [maxRows, setMaxRows] = useState('1000')
  if (!sessionId) return null

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const position = centre.trim().match(/^(-?\d+(?:\.\d+)?)[\s,]+([+-]?\d+(?:\.\d+)?)$/)
    const answer = await query.run({
      sessionId,
      service,
      maxRows: Number(maxRows) || 1000,
      ...(mode === 'adql'
        ? { adql }
        : {
            radiusArcsec: Number(radius) || 60,
            ...(position ? { ra: Number(position[1]), dec: Number(position[2]) } : { object: centre.trim() }),
          }),
    })
    if (answer) openArtifact(answer.artifactId, 1)
  }

  return (
    <details className="side-panel-section catalogs-panel">
      <summary className="side-panel-title">{t('catalogs.title')}</summary>
      <form className="catalogs-form" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span className="field-label">{t('catalogs.service')}</span>
          <select
            className="select"
            value={service}
            onChange={(event) => setService(event.target.value as CatalogServiceId)}
          >
            {catalogPresets.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="catalogs-mode">
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === 'cone'} onChange={() => setMode('cone')} />
            {t('catalogs.cone')}
          </label>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === 'adql'} onChange={() => setMode('adql')} />
            ADQL
          </label>
        </fieldset>
        {mode === 'cone' ? (
          <>
            <label className="field">
              <span className="field-label">{t('catalogs.centre')}</span>
              <input
                className="input"
                value={centre}
                placeholder="M 31 · 10.6847 41.2687"
                onChange={(event) => setCentre(event.target.value)}
                required
              />
            </label>
            <label className="field">
              <span className="field-label">{t('catalogs.radius')}</span>
              <input
                className="input"
                type="number"
                min={0.1}
                step="any"
                value={radius}
                onChange={(event) => setRadius(event.target.value)}
              />
            </label>
          </>
        ) : (
          <label className="field">
            <span className="field-label">ADQL</span>
            <textarea
              className="input catalogs-adql"
              value={adql}
              rows={4}
              required
              onChange={(event) => setAdql(event.target.value)}
              placeholder="SELECT TOP 10 * FROM basic WHERE main_id = 'M 1'"
            />
          </label>
        )}
        <label className="field">
          <span className="field-label">{t('catalogs.maxRows')}</span>
          <input
            className="input"
            type="number"
            min={1}
            max={100000}
            value={maxRows}
            onChange={(event) => setMaxRows(event.target.value)}
          />
        </label>
        <button type="submit" className="button button-primary button-small" disabled={query.running}>
          {query.running ? t('catalogs.running') : t('catalogs.run')}
        </button>
        <ErrorNotice error={query.error} />
        {query.answer && !query.running ? (
          <p className="muted" role="status">
            {t('catalogs.answer', { rows: query.answer.rows, columns: query.answer.columns })}
          </p>
        ) : null}
      </form>
    </details>
  )
}
