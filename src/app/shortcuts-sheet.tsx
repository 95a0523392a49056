import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../components/modal'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
const mod = isMac ? '⌘' : 'Ctrl'

/** Every keyboard shortcut, in one sheet (Ctrl/Cmd+/ or from the command palette). */
export function ShortcutsSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const close = useRef<HTMLButtonElement>(null)
  const shortcuts: [string, string][] = [
    [`${mod}+N`, t('shortcuts.newSession')],
    [`${mod}+K`, t('shortcuts.palette')],
    [`${mod}+,`, t('shortcuts.settings')],
    [`${mod}+F`, t('shortcuts.find')],
    [`${mod}+/`, t('shortcuts.help')],
    ['Enter', t('shortcuts.send')],
    ['Shift+Enter', t('shortcuts.newLine')],
    ['Esc', t('shortcuts.stop')],
  ]
  return (
    <Modal title={t('shortcuts.title')} onEscape={onClose} initialFocus={close}>
      <dl className="shortcuts-list">
        {shortcuts.map(([keys, action]) => (
          <div key={keys} className="shortcuts-row">
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
      <div className="modal-actions">
        <button ref={close} type="button" className="button" onClick={onClose}>
          {t('shortcuts.close')}
        </button>
      </div>
    </Modal>
  )
}
