import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { describeError } from '../../app/describe-error'
import { useTransport } from '../../app/transport-context'
import { InlineMarkdown } from '../../components/markdown/inline-markdown'
import { ArtifactContent } from './artifact-content'
import { ArtifactDiffView } from './artifact-diff-view'
import { base64ToBytes, collectStyles, standaloneHtml } from './artifact-pdf'
import { downloadArtifact, downloadBytes } from './export-artifact'
import { useArtifactVersion } from './use-artifact-version'

interface ArtifactViewerProps {
  sessionId: string
  artifact: ArtifactView
  onClose: () => void
}

/** One artifact: any of its versions, the changes from the version before, copy and export. */
export function ArtifactViewer({ sessionId, artifact, onClose }: ArtifactViewerProps) {
  const { t } = useTranslation()
  const [version, setVersion] = useState<number | null>(null)
  const [showChanges, setShowChanges] = useState(false)
  const [copied, setCopied] = useState(false)
  const [pdfError, setPdfError] = useState<string | null>(null)
  const body = useRef<HTMLDivElement>(null)
  const transport = useTransport()
  const shownVersion = version ?? artifact.version
  const shown = useArtifactVersion(sessionId, artifact, version)
  const previous = useArtifactVersion(sessionId, artifact, shownVersion > 1 ? shownVersion - 1 : null)
  const versions = Array.from({ length: artifact.version }, (_, index) => artifact.version - index)

  const copy = async () => {
    if (!shown.artifact) return
    await navigator.clipboard.writeText(shown.artifact.content)
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }

  /** The desktop app prints to a PDF file; a browser prints the artifact alone through its print dialog. */
  const exportPdf = async () => {
    setPdfError(null)
    if (window.bridge === undefined || !body.current) return window.print()
    try {
      const html = standaloneHtml(
        artifact.title,
        body.current.innerHTML,
        collectStyles(Array.from(document.styleSheets)),
      )
      const { pdfBase64 } = await transport.invoke('artifact.exportPdf', { html, title: artifact.title })
      downloadBytes(base64ToBytes(pdfBase64), `${artifact.id}.pdf`, 'application/pdf')
    } catch (failure) {
      setPdfError(describeError(failure))
    }
  }

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
        <label>
          <span className="visually-hidden">{t('artifacts.version')}</span>
          <select
            className="select"
            value={shownVersion}
            onChange={(event) => {
              const chosen = Number(event.target.value)
              setVersion(chosen === artifact.version ? null : chosen)
            }}
            aria-label={t('artifacts.version')}
          >
            {versions.map((number) => (
              <option key={number} value={number}>
                {t('artifacts.versionLabel', { version: number })}
                {number === artifact.version ? ` · ${t('artifacts.latest')}` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="artifact-toggle">
          <input
            type="checkbox"
            checked={showChanges}
            disabled={shownVersion === 1}
            onChange={(event) => setShowChanges(event.target.checked)}
          />
          {t('artifacts.showChanges')}
        </label>
        <span className="artifact-toolbar-spacer" />
        <button type="button" className="button button-small" onClick={() => void copy()} disabled={!shown.artifact}>
          {copied ? t('artifacts.copied') : t('artifacts.copy')}
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => shown.artifact && downloadArtifact(shown.artifact)}
          disabled={!shown.artifact}
        >
          {t('artifacts.export')}
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => void exportPdf()}
          disabled={!shown.artifact}
        >
          {t('artifacts.exportPdf')}
        </button>
      </div>
      <div className="artifact-body artifact-print-root" ref={body}>
        {pdfError ? <p className="alert alert-error">{pdfError}</p> : null}
        {shown.error ? <p className="alert alert-error">{shown.error}</p> : null}
        {!shown.artifact ? <p className="muted">{t('artifacts.loading')}</p> : null}
        {shown.artifact && showChanges && shownVersion > 1 ? (
          previous.artifact ? (
            <ArtifactDiffView before={previous.artifact.content} after={shown.artifact.content} />
          ) : (
            <p className="muted">{t('artifacts.loading')}</p>
          )
        ) : shown.artifact ? (
          <ArtifactContent content={shown.artifact.content} contentType={shown.artifact.contentType} />
        ) : null}
      </div>
    </article>
  )
}
