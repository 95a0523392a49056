import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorNotice } from '../../components/error-notice'
import { useArtifactRequest } from '../../navigation/artifact-navigation'
import { ArtifactViewer } from './artifact-viewer'
import { useArtifacts } from './use-artifacts'
import './artifacts.css'
import { InlineMarkdown } from '../../components/markdown/inline-markdown'

interface OpenArtifact {
  id: string
  /** The version to show first; null: the latest. */
  version: number | null
  /** A new key for every opening, so a marker clicked again shows its version again. */
  key: string
}

/** The right-hand panel: the session's artifacts, updated live while the agent writes them. */
export function ArtifactsPanel({ sessionId }: { sessionId: string | null }) {
  const { t } = useTranslation()
  const { artifacts, error } = useArtifacts(sessionId)
  const [opened, setOpened] = useState<OpenArtifact | null>(null)
  const request = useArtifactRequest()
  const handledRequest = useRef(request?.request ?? 0)
  const open = artifacts.find((artifact) => artifact.id === opened?.id)

  useEffect(() => {
    if (!request || request.request === handledRequest.current) return
    handledRequest.current = request.request
    setOpened({ id: request.id, version: request.version, key: `marker-${request.request}` })
  }, [request])

  // biome-ignore lint/correctness/useExhaustiveDependencies: another session's artifact must not stay open
  useEffect(() => setOpened(null), [sessionId])

  if (sessionId && open && opened) {
    return (
      <ArtifactViewer
        key={opened.key}
        sessionId={sessionId}
        artifact={open}
        initialVersion={opened.version}
        onClose={() => setOpened(null)}
      />
    )
  }
  return (
    <section className="side-panel-section" aria-labelledby="artifacts-title">
      <h2 id="artifacts-title" className="side-panel-title">
        {t('artifacts.title')}
      </h2>
      <ErrorNotice error={error} />
      {artifacts.length === 0 ? (
        <p className="muted side-panel-empty">{t('artifacts.empty')}</p>
      ) : (
        <ul className="artifact-list">
          {artifacts.map((artifact) => (
            <li key={artifact.id}>
              <button
                type="button"
                className="artifact-list-item"
                onClick={() => setOpened({ id: artifact.id, version: null, key: `list-${artifact.id}` })}
              >
                <span className="artifact-list-title">
                  <InlineMarkdown text={artifact.title} />
                </span>
                <span className="artifact-list-meta">
                  {artifact.id} · {t('artifacts.versionLabel', { version: artifact.version })}
                  {artifact.source === 'tool' ? ` · ${t('artifacts.toolOutput')}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
