import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HighlightColorPicker } from './highlight-color-picker'
import type { HighlightColor } from './highlight-colors'
import type { SelectedText } from './selection-highlight'

interface HighlightComposerProps {
  selection: SelectedText
  saving: boolean
  onSave: (color: HighlightColor, comment: string) => void
  onCancel: () => void
}

/** After selecting text: pick a colour, add an optional comment, save. */
export function HighlightComposer({ selection, saving, onSave, onCancel }: HighlightComposerProps) {
  const { t } = useTranslation()
  const [color, setColor] = useState<HighlightColor>('yellow')
  const [comment, setComment] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    onSave(color, comment.trim())
  }

  return (
    <form
      className="reader-composer"
      onSubmit={submit}
      aria-label={t('reader.newHighlight')}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <p className="reader-composer-quote">
        <span className="muted">{t('reader.pageShort', { page: selection.page })}</span> “{selection.quote}”
      </p>
      <HighlightColorPicker name="highlight-color" value={color} onChange={setColor} />
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
        <button type="submit" className="button button-primary button-small" disabled={saving}>
          {t('reader.saveHighlight')}
        </button>
      </div>
    </form>
  )
}
