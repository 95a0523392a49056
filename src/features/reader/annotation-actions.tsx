import { useTranslation } from 'react-i18next'

interface AnnotationActionsProps {
  /** The page the annotation is on; null for a note on the whole paper. */
  page: number | null
  onJump: (page: number) => void
  editLabel: string
  onEdit: () => void
  deleteLabel: string
  onDelete: () => void
}

/** Under a highlight or a note: jump to its page, edit it, remove it. */
export function AnnotationActions({ page, onJump, editLabel, onEdit, deleteLabel, onDelete }: AnnotationActionsProps) {
  const { t } = useTranslation()
  return (
    <div className="reader-annotation-actions">
      {page !== null ? (
        <button type="button" className="button button-quiet button-small" onClick={() => onJump(page)}>
          {t('reader.pageShort', { page })}
        </button>
      ) : (
        <span className="muted">{t('reader.wholePaper')}</span>
      )}
      <button type="button" className="button button-quiet button-small" aria-label={editLabel} onClick={onEdit}>
        {t('common.edit')}
      </button>
      <button
        type="button"
        className="button button-quiet button-small button-danger"
        aria-label={deleteLabel}
        onClick={onDelete}
      >
        {t('common.remove')}
      </button>
    </div>
  )
}
