import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface ReaderToolbarProps {
  title: string
  currentPage: number
  pageCount: number
  scale: number
  canHighlight: boolean
  /** The reader covers the whole window (sessions and artifacts out of the way); Escape returns. */
  fullWidth: boolean
  onFullWidth: (fullWidth: boolean) => void
  onBack: () => void
  onJump: (page: number) => void
  onZoom: (scale: number) => void
  onHighlight: () => void
}

const minimumScale = 0.5
const maximumScale = 3

export function ReaderToolbar(props: ReaderToolbarProps) {
  const { t } = useTranslation()
  const { currentPage, pageCount, scale } = props
  const [pageInput, setPageInput] = useState(String(currentPage))
  useEffect(() => setPageInput(String(currentPage)), [currentPage])

  function jump(event: FormEvent) {
    event.preventDefault()
    const page = Number(pageInput)
    if (Number.isInteger(page) && page >= 1 && page <= pageCount) props.onJump(page)
    else setPageInput(String(currentPage))
  }

  const zoom = (factor: number) =>
    props.onZoom(Math.min(maximumScale, Math.max(minimumScale, Math.round(scale * factor * 100) / 100)))
  return (
    <div className="reader-toolbar" role="toolbar" aria-label={t('reader.toolbar')}>
      <button type="button" className="button button-small" onClick={props.onBack}>
        ← {t('reader.back')}
      </button>
      <h2 className="reader-title" title={props.title}>
        {props.title}
      </h2>
      <form className="reader-page-form" onSubmit={jump}>
        <label htmlFor="reader-page-input">{t('reader.page')}</label>
        <input
          id="reader-page-input"
          className="input reader-page-input"
          inputMode="numeric"
          value={pageInput}
          onChange={(event) => setPageInput(event.target.value)}
        />
        <span className="muted">/ {pageCount}</span>
        <button type="submit" className="button button-small">
          {t('reader.go')}
        </button>
      </form>
      <button
        type="button"
        className="button button-small"
        aria-label={t('reader.zoomOut')}
        onClick={() => zoom(1 / 1.2)}
      >
        −
      </button>
      <span className="reader-zoom" aria-live="polite">
        {Math.round(scale * 100)}%
      </span>
      <button type="button" className="button button-small" aria-label={t('reader.zoomIn')} onClick={() => zoom(1.2)}>
        +
      </button>
      <button
        type="button"
        className="button button-small"
        aria-pressed={props.fullWidth}
        title={props.fullWidth ? t('reader.exitFullWidth') : undefined}
        onClick={() => props.onFullWidth(!props.fullWidth)}
      >
        {t('reader.fullWidth')}
      </button>
      <button
        type="button"
        className="button button-primary button-small"
        disabled={!props.canHighlight}
        onClick={props.onHighlight}
      >
        {t('reader.highlightSelection')}
      </button>
    </div>
  )
}
