import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface ListRowProps {
  /** The switch before the name (use this provider, run this server). */
  control: ReactNode
  title: string
  details: ReactNode
  badge: ReactNode
  /** Buttons before Edit and Remove. */
  actions?: ReactNode
  /** Without them the row cannot be edited or removed (it is not stored in Settings). */
  onEdit?: () => void
  onRemove?: () => void
}

/** One stored item's summary: its switch, name and details, a state badge, then its actions, Edit and Remove. */
export function ListRow({ control, title, details, badge, actions, onEdit, onRemove }: ListRowProps) {
  const { t } = useTranslation()
  return (
    <div className="provider-summary">
      <span className="provider-active">{control}</span>
      <div className="provider-summary-text">
        <strong>{title}</strong>
        {details}
      </div>
      {badge}
      {actions}
      {onEdit ? (
        <button type="button" className="button button-small" onClick={onEdit}>
          {t('common.edit')}
        </button>
      ) : null}
      {onRemove ? (
        <button type="button" className="button button-small button-danger" onClick={onRemove}>
          {t('common.remove')}
        </button>
      ) : null}
    </div>
  )
}
