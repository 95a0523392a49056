import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'
import { ErrorNotice } from '../../components/error-notice'
import { useCommandMutation } from '../../data/use-command-mutation'

interface ArtifactEditorProps {
  sessionId: string
  /** The version being edited; saving is refused when the agent wrote a newer one meanwhile. */
  base: ArtifactView
  onDone: () => void
}

/** The artifact's text by hand: saving makes a new version the agent reads next. */
export function ArtifactEditor({ sessionId, base, onDone }: ArtifactEditorProps) {
  const { t } = useTranslation()
  // Fixed when editing starts: a version the agent writes meanwhile makes the save a conflict, not an overwrite.
  const [start] = useState({ content: base.content, version: base.version })
  const [text, setText] = useState(start.content)
  const editing = useCommandMutation('artifact.edit')
  const saving = editing.isPending

  function save(event: FormEvent) {
    event.preventDefault()
    editing.mutate({ sessionId, id: base.id, content: text, baseVersion: start.version }, { onSuccess: onDone })
  }

  return (
    <form className="artifact-editor" onSubmit={save}>
      <textarea
        className="textarea artifact-editor-text"
        aria-label={t('artifacts.editorLabel')}
        value={text}
        spellCheck={false}
        disabled={saving}
        onChange={(event) => setText(event.target.value)}
      />
      <ErrorNotice error={editing.error} />
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
