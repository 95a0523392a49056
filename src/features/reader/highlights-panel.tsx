import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Highlight } from '../../../electron/shared/domain/paper'
import { HighlightColorPicker } from './highlight-color-picker'

interface HighlightsPanelProps {
  highlights: Highlight[]
  onJump: (page: number) => void
  onDelete: (id: string) => void
  /** Saves a changed colour or comment; resolves false when it could not be saved (the editor stays open). */
  onUpdate: (highlight: Highlight) => Promise<boolean>
}

interface HighlightEditorProps {
  highlight: Highlight
  onSave: (color: string, comment: string) => void
  onCancel: () => void
}

function HighlightEditor({ highlight, onSave, onCancel }: HighlightEditorProps) {
  const { t } = useTranslation()
  const [color, setColor] = useState(highlight.color)
  const [comment, setComment] = useState(highlight.comment)

  function submit(event: FormEvent) {
    event.preventDefault()
    onSave(color, comment.trim())
  }

  return (
    <form
      className="reader-annotation-editor"
      aria-label={t('reader.editHighlight')}
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <HighlightColorPicker name={`highlight-color-${highlight.id}`} value={color} onChange={setColor} />
      <input
        className="input"
        aria-label={t('reader.comment')}
        placeholder={t('reader.commentPlaceholder')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="reader-composer-actions">
        <button type="button" className="button button-small" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button-primary button-small">
          {t('common.save')}
        </button>
      </div>
    </form>
  )
}

export function HighlightsPanel({ highlights, onJump, onDelete, onUpdate }: HighlightsPanelProps) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<string | null>(null)

  async function save(highlight: Highlight, color: string, comment: string) {
    if (await onUpdate({ ...highlight, color, comment })) setEditing(null)
  }

  return (
    <section className="reader-side-section" aria-labelledby="reader-highlights-title">
      <h3 id="reader-highlights-title">{t('reader.highlights', { count: highlights.length })}</h3>
      {highlights.length === 0 ? <p className="muted">{t('reader.noHighlights')}</p> : null}
      <ul className="reader-annotation-list" aria-label={t('reader.highlightsList')}>
        {highlights.map((highlight) => (
          <li key={highlight.id} className={`reader-annotation reader-annotation-${highlight.color}`}>
            <blockquote className="reader-quote">{highlight.quote}</blockquote>
            {editing === highlight.id ? (
              <HighlightEditor
                highlight={highlight}
                onSave={(color, comment) => void save(highlight, color, comment)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                {highlight.comment ? <p className="reader-note-content">{highlight.comment}</p> : null}
                <div className="reader-annotation-actions">
                  <button
                    type="button"
                    className="button button-quiet button-small"
                    onClick={() => onJump(highlight.page)}
                  >
                    {t('reader.pageShort', { page: highlight.page })}
                  </button>
                  <button
                    type="button"
                    className="button button-quiet button-small"
                    aria-label={t('reader.editHighlight')}
                    onClick={() => setEditing(highlight.id)}
                  >
                    {t('common.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button-quiet button-small button-danger"
                    aria-label={t('reader.deleteHighlight')}
                    onClick={() => onDelete(highlight.id)}
                  >
                    {t('common.remove')}
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
