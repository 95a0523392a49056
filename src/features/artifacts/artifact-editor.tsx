import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

interface ArtifactEditorProps {
  sessionId: string
  /** The version being edited; saving is refused when the agent wrote a newer one meanwhile. */
  base: ArtifactView
  onDone: () => void
}

/** The artifact's text by hand: saving makes a new version the agent reads next. */
export function ArtifactEditor({ sessionId, base, onDone }: ArtifactEditorProps) {
  const { t } = useTranslation()
  const transport = useTransport()
  // Fixed when editing starts: a version the agent writes meanwhile makes the save a conflict, not an overwrite.
  const [start] = useState({ content: base.content, version: base.version })
  const [text, setText] = useState(start.content)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    setError(null)
    try {
      await transport.invoke('artifact.edit', { sessionId, id: base.id, content: text, baseVersion: start.version })
      onDone()
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="artifact-editor" onSubmit={(event) => void save(event)}>
      <textarea
        className="textarea artifact-editor-text"
        aria-label={t('artifacts.editorLabel')}
        value={text}
        spellCheck={false}
        disabled={saving}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="artifact-editor-actions">
        <button type="button" className="button button-small" onClick={onDone} disabled={saving}>
          {t('artifacts.cancelEdit')}
        </button>
        <button type="submit" className="button button-primary button-small" disabled={saving}>
          {t('artifacts.saveEdit')}
        </button>
      </div>
    </form>
  )
}
