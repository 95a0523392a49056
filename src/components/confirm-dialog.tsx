import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from './modal'

interface ConfirmDialogProps {
  title: string
  message: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before something that cannot be undone; the safe answer has focus first. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation()
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Modal title={title} description={message} onEscape={onCancel} initialFocus={cancel}>
      <div className="modal-actions">
        <button ref={cancel} type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button-danger-solid" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
