import { useCallback, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../components/modal'
import { describeError } from '../../data/describe-error'
import { PdfFirstPage } from './pdf-first-page'
import { saveBytes } from './save-blob'
import { useDataFileActions, useFileBlob } from './use-data-files'

const zooms = [0.25, 0.5, 1, 2, 4] as const

/** A project image (or a PDF's first page) full size: zoom, previous and next, the system viewer, save. */
export function ImageViewer({
  sessionId,
  paths,
  index,
  onClose,
}: {
  sessionId: string
  paths: readonly string[]
  index: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState(index)
  const [zoom, setZoom] = useState<number | 'fit'>('fit')
  const [actionError, setActionError] = useState<string | null>(null)
  const path = paths[current] ?? ''
  const file = useFileBlob(sessionId, { path })
  const actions = useDataFileActions(sessionId)
  const move = useCallback(
    (step: number) => setCurrent((value) => (value + step + paths.length) % paths.length),
    [paths.length],
  )
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') move(1)
      else if (event.key === 'ArrowLeft') move(-1)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [move])
  const step = (direction: 1 | -1) =>
    setZoom((value) => {
      const at = zooms.indexOf(value === 'fit' ? 1 : (value as (typeof zooms)[number]))
      return zooms[Math.min(zooms.length - 1, Math.max(0, at + direction))] ?? 1
    })
  const openExternally = async () => {
    setActionError(null)
    try {
      await actions.openExternally(path)
    } catch (failure) {
      setActionError(describeError(failure))
    }
  }
  const value = file.value
  const isPdf = value?.mediaType === 'application/pdf'
  // The timeline's rows are positioned with transforms: the dialog goes to the page itself to cover the window.
  return createPortal(
    <Modal title={path} onEscape={onClose} wide>
      <div className="image-viewer-toolbar" role="toolbar" aria-label={t('dataViews.imageTools')}>
        <button type="button" className="button button-small" onClick={() => move(-1)} disabled={paths.length < 2}>
          ← {t('dataViews.previous')}
        </button>
        <span className="muted">{t('dataViews.position', { index: current + 1, count: paths.length })}</span>
        <button type="button" className="button button-small" onClick={() => move(1)} disabled={paths.length < 2}>
          {t('dataViews.next')} →
        </button>
        <span className="artifact-toolbar-spacer" />
        <button
          type="button"
          className="button button-small"
          onClick={() => step(-1)}
          aria-label={t('dataViews.zoomOut')}
        >
          −
        </button>
        <button type="button" className="button button-small" onClick={() => setZoom('fit')}>
          {zoom === 'fit' ? t('dataViews.fit') : `${Math.round(zoom * 100)}%`}
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => step(1)}
          aria-label={t('dataViews.zoomIn')}
        >
          +
        </button>
        <button type="button" className="button button-small" onClick={() => void openExternally()}>
          {t('dataViews.openExternally')}
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={!value}
          onClick={() => value && saveBytes(value.bytes, value.name, value.mediaType)}
        >
          {t('dataViews.save')}
        </button>
        <button type="button" className="button button-small" onClick={onClose}>
          {t('dataViews.close')}
        </button>
      </div>
      {actionError ? <p className="alert alert-error">{actionError}</p> : null}
      {file.error ? <p className="alert alert-error">{file.error}</p> : null}
      <div className={zoom === 'fit' ? 'image-viewer-stage image-viewer-fit' : 'image-viewer-stage'}>
        {value && isPdf ? <PdfFirstPage bytes={value.bytes} width={900 * (zoom === 'fit' ? 1 : zoom)} /> : null}
        {value && !isPdf ? (
          <img
            src={value.url}
            alt={path}
            style={zoom === 'fit' ? undefined : { width: `${zoom * 100}%`, maxWidth: 'none' }}
            data-testid="image-viewer-image"
          />
        ) : null}
        {!value && !file.error ? <p className="muted">{t('common.loading')}</p> : null}
      </div>
    </Modal>,
    document.body,
  )
}
