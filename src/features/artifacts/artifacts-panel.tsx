import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ArtifactViewer } from './artifact-viewer'
import { useArtifacts } from './use-artifacts'
import './artifacts.css'
import { InlineMarkdown } from '../../components/markdown/inline-markdown'

/** The right-hand panel: the session's artifacts, updated live while the agent writes them. */
export function ArtifactsPanel({ sessionId }: { sessionId: string | null }) {
  const { t } = useTranslation()
  const { artifacts, error } = useArtifacts(sessionId)
  const [openId, setOpenId] = useState<string | null>(null)
  const open = artifacts.find((artifact) => artifact.id === openId)

  if (sessionId && open) {
    return <ArtifactViewer key={open.id} sessionId={sessionId} artifact={open} onClose={() => setOpenId(null)} />
  }
  return (
    <section className="side-panel-section" aria-labelledby="artifacts-title">
      <h2 id="artifacts-title" className="side-panel-title">
        {t('artifacts.title')}
      </h2>
      {error ? <p className="alert alert-error">{error}</p> : null}
      {artifacts.length === 0 ? (
        <p className="muted side-panel-empty">{t('artifacts.empty')}</p>
      ) : (
        <ul className="artifact-list">
          {artifacts.map((artifact) => (
            <li key={artifact.id}>
              <button type="button" className="artifact-list-item" onClick={() => setOpenId(artifact.id)}>
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
