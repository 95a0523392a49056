import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { describeError } from '../../data/describe-error'
import { PdfFirstPage } from './pdf-first-page'
import { useDataFileActions, useFileBlob } from './use-data-files'
import './data-views.css'

const ImageViewer = lazy(() => import('./image-viewer').then((module) => ({ default: module.ImageViewer })))

const filesSchema = z.array(
  z.object({
    path: z.string(),
    change: z.enum(['created', 'changed']),
    size: z.number(),
    mediaType: z.string(),
    kind: z.enum(['image', 'pdf', 'table', 'fits', 'text', 'other']),
  }),
)

function Thumbnail({ sessionId, path, onOpen }: { sessionId: string; path: string; onOpen: () => void }) {
  const file = useFileBlob(sessionId, { path })
  const value = file.value
  return (
    <button type="button" className="data-thumbnail" onClick={onOpen} title={path} data-testid="file-thumbnail">
      {value?.mediaType === 'application/pdf' ? <PdfFirstPage bytes={value.bytes} width={160} /> : null}
      {value && value.mediaType !== 'application/pdf' ? <img src={value.url} alt={path} /> : null}
      {file.error ? <span className="data-file-note">{file.error}</span> : null}
      <span className="data-thumbnail-name">{path}</span>
    </button>
  )
}

/** Under a tool's result: the files it made, images as thumbnails that open a viewer, tables and FITS as artifacts. */
export function ToolFilesView({
  sessionId,
  metadata,
  onOpenArtifact,
}: {
  sessionId: string
  metadata: Record<string, unknown>
  /** Shows an artifact made from one of the files (the artifacts panel). */
  onOpenArtifact: (id: string, version: number) => void
}) {
  const { t } = useTranslation()
  const [viewing, setViewing] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const actions = useDataFileActions(sessionId)
  const parsed = filesSchema.safeParse(metadata.files)
  if (!parsed.success || parsed.data.length === 0) return null
  const files = parsed.data
  const pictures = files.filter((file) => file.kind === 'image' || file.kind === 'pdf').map((file) => file.path)
  const openable = files.filter((file) => file.kind === 'table' || file.kind === 'fits')
  const open = async (path: string) => {
    setError(null)
    try {
      const artifact = await actions.asArtifact(path)
      onOpenArtifact(artifact.id, artifact.version)
    } catch (failure) {
      setError(describeError(failure))
    }
  }
  return (
    <section className="tool-files" aria-label={t('dataViews.filesMade')}>
      <p className="tool-files-title">{t('dataViews.filesMade')}</p>
      {pictures.length > 0 ? (
        <div className="data-thumbnails">
          {pictures.map((path, index) => (
            <Thumbnail key={path} sessionId={sessionId} path={path} onOpen={() => setViewing(index)} />
          ))}
        </div>
      ) : null}
      <ul className="tool-files-list">
        {files
          .filter((file) => file.kind !== 'image' && file.kind !== 'pdf')
          .map((file) => (
            <li key={file.path}>
              <span className="tool-files-path">{file.path}</span>{' '}
              <span className="muted">{t(`dataViews.change.${file.change}`)}</span>
              {openable.includes(file) ? (
                <button type="button" className="button button-small" onClick={() => void open(file.path)}>
                  {file.kind === 'fits' ? t('dataViews.openFits') : t('dataViews.openTable')}
                </button>
              ) : null}
            </li>
          ))}
      </ul>
      {error ? <p className="alert alert-error">{error}</p> : null}
      {viewing !== null ? (
        <Suspense fallback={null}>
          <ImageViewer sessionId={sessionId} paths={pictures} index={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </section>
  )
}
