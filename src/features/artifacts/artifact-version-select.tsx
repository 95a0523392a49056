import { useTranslation } from 'react-i18next'
import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { useArtifactAuthors } from './use-artifact-authors'

interface ArtifactVersionSelectProps {
  sessionId: string
  artifact: ArtifactView
  shownVersion: number
  onChange: (version: number) => void
}

/** Every version, newest first, marked when it is the latest or the user's own. */
export function ArtifactVersionSelect({ sessionId, artifact, shownVersion, onChange }: ArtifactVersionSelectProps) {
  const { t } = useTranslation()
  const authors = useArtifactAuthors(sessionId, artifact)
  const versions = Array.from({ length: artifact.version }, (_, index) => artifact.version - index)
  return (
    <label>
      <span className="visually-hidden">{t('artifacts.version')}</span>
      <select
        className="select"
        value={shownVersion}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-label={t('artifacts.version')}
      >
        {versions.map((number) => (
          <option key={number} value={number}>
            {t('artifacts.versionLabel', { version: number })}
            {authors.get(number) === 'user' ? ` · ${t('artifacts.byUser')}` : ''}
            {number === artifact.version ? ` · ${t('artifacts.latest')}` : ''}
          </option>
        ))}
      </select>
    </label>
  )
}
