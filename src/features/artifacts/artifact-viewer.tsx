import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { isFileBackedContentType } from '../../../electron/shared/domain/media-types'
import { ErrorNotice } from '../../components/error-notice'
import { InlineMarkdown } from '../../components/markdown/inline-markdown'
import { useCommandMutation } from '../../data/use-command-mutation'
import { ArtifactContent } from './artifact-content'
import { ArtifactDiffView } from './artifact-diff-view'
import { ArtifactEditor } from './artifact-editor'
import { ArtifactVersionSelect } from './artifact-version-select'
import { downloadArtifact } from './export-artifact'
import { useArtifactVersion } from './use-artifact-version'
import { usePdfExport } from './use-pdf-export'

interface ArtifactViewerProps {
  sessionId: string
  artifact: ArtifactView
  /** The version shown first (a timeline marker's); null: the latest. */
  initialVersion: number | null
  onClose: () => void
}

/** One artifact: any of its versions, the changes from the version before, restore, edit, copy and export. */
export function ArtifactViewer({ sessionId, artifact, initialVersion, onClose }: ArtifactViewerProps) {
  const { t } = useTranslation()
  const [version, setVersion] = useState<number | null>(initialVersion === artifact.version ? null : initialVersion)
  const [showChanges, setShowChanges] = useState(false)
  const [editing, setEditing] = useState(false)
  const [copied, setCopied] = useState(false)
  const restoring = useCommandMutation('artifact.restore')
  const body = useRef<HTMLDivElement>(null)
  const shownVersion = version ?? artifact.version
  const shown = useArtifactVersion(sessionId, artifact, version)
  const previous = useArtifactVersion(sessionId, artifact, shownVersion > 1 ? shownVersion - 1 : null)
  const pdf = usePdfExport(artifact, body)

  const copy = async () => {
    if (!shown.artifact) return
    await navigator.clipboard.writeText(shown.artifact.content)
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }

  const restore = () =>
    restoring.mutate({ sessionId, id: artifact.id, version: shownVersion }, { onSuccess: () => setVersion(null) })

  const startEditing = () => {
    setVersion(null)
    setShowChanges(false)
    setEditing(true)
  }

  const error = restoring.error ?? pdf.error ?? shown.error
  // Images, PDFs and FITS files are bytes: their views save them; text buttons do not apply.
  const isFile = isFileBackedContentType(artifact.contentType)
  return (
    <article className="artifact-viewer" aria-labelledby="artifact-viewer-title">
      <header className="artifact-viewer-header">
        <button
          type="button"
          className="button button-quiet button-small"
          onClick={onClose}
          aria-label={t('artifacts.back')}
        >
          ←
        </button>
        <h3 id="artifact-viewer-title" className="artifact-viewer-title">
          <InlineMarkdown text={artifact.title} />
        </h3>
      </header>
      <div className="artifact-toolbar">
        <ArtifactVersionSelect
          sessionId={sessionId}
          artifact={artifact}
          shownVersion={shownVersion}
          onChange={(chosen) => setVersion(chosen === artifact.version ? null : chosen)}
        />
        <label className="artifact-toggle">
          <input
            type="checkbox"
            checked={showChanges}
            disabled={shownVersion === 1 || editing}
            onChange={(event) => setShowChanges(event.target.checked)}
          />
          {t('artifacts.showChanges')}
        </label>
        {shownVersion !== artifact.version && !editing ? (
          <button type="button" className="button button-small" title={t('artifacts.restoreHint')} onClick={restore}>
            {t('artifacts.restore')}
          </button>
        ) : null}
        <span className="artifact-toolbar-spacer" />
        <button type="button" className="button button-small" onClick={startEditing} disabled={editing || isFile}>
          {t('artifacts.edit')}
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => void copy()}
          disabled={!shown.artifact || isFile}
        >
          {copied ? t('artifacts.copied') : t('artifacts.copy')}
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => shown.artifact && downloadArtifact(shown.artifact)}
          disabled={!shown.artifact || isFile}
        >
          {t('artifacts.export')}
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={pdf.exportPdf}
          disabled={!shown.artifact || editing || pdf.exporting || isFile}
        >
          {pdf.exporting ? t('artifacts.exporting') : t('artifacts.exportPdf')}
        </button>
      </div>
      <ErrorNotice error={error} className="artifact-viewer-error" />
      {editing ? (
        <ArtifactEditor sessionId={sessionId} base={artifact} onDone={() => setEditing(false)} />
      ) : (
        <div className="artifact-body artifact-print-root" ref={body}>
          {!shown.artifact ? <p className="muted">{t('artifacts.loading')}</p> : null}
          {shown.artifact && showChanges && shownVersion > 1 ? (
            previous.artifact ? (
              <ArtifactDiffView before={previous.artifact.content} after={shown.artifact.content} />
            ) : (
              <p className="muted">{t('artifacts.loading')}</p>
            )
          ) : shown.artifact ? (
            <ArtifactContent
              content={shown.artifact.content}
              contentType={shown.artifact.contentType}
              artifact={{ sessionId, id: artifact.id, version: shownVersion, title: artifact.title }}
            />
          ) : null}
        </div>
      )}
    </article>
  )
}
