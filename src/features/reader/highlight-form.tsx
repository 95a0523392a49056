import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HighlightColorPicker } from './highlight-color-picker'

interface HighlightFormProps {
  label: string
  className: string
  /** Radio group name: unique per form on the page. */
  colorName: string
  initial: { color: string; comment: string }
  submitLabel: string
  saving?: boolean
  onSave: (color: string, comment: string) => void
  onCancel: () => void
  /** Shown above the colours, e.g. the selected quote. */
  children?: ReactNode
}

/** A highlight's colour and optional comment, for a new highlight or a saved one; Escape cancels. */
export function HighlightForm(props: HighlightFormProps) {
  const { t } = useTranslation()
  const [color, setColor] = useState(props.initial.color)
  const [comment, setComment] = useState(props.initial.comment)

  function submit(event: FormEvent) {
    event.preventDefault()
    props.onSave(color, comment.trim())
  }

  return (
    <form
      className={props.className}
      aria-label={props.label}
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && props.onCancel()}
    >
      {props.children}
      <HighlightColorPicker name={props.colorName} value={color} onChange={setColor} />
      <input
        className="input"
        aria-label={t('reader.comment')}
        placeholder={t('reader.commentPlaceholder')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="reader-composer-actions">
        <button type="button" className="button button-small" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button-primary button-small" disabled={props.saving}>
          {props.submitLabel}
        </button>
      </div>
    </form>
  )
}
