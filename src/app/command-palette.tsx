import { Command } from 'cmdk'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Session } from '../../electron/shared/domain/session'
import { Modal } from '../components/modal'
import { sessionTitle } from '../features/sessions/session-title'
import type { MainViewId } from './main-views'

interface CommandPaletteProps {
  sessions: readonly Session[]
  onClose: () => void
  onSelectSession: (id: string) => void
  onNewSession: () => void
  onView: (view: MainViewId) => void
  onShortcuts: () => void
}

/** Ctrl/Cmd+K: jump to a session or run an action by typing part of its name. */
export function CommandPalette(props: CommandPaletteProps) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const run = (action: () => void) => {
    props.onClose()
    action()
  }
  return (
    <Modal title={t('palette.title')} onEscape={props.onClose} initialFocus={input} wide>
      <Command label={t('palette.title')} className="command-palette">
        <Command.Input ref={input} className="input" placeholder={t('palette.placeholder')} />
        <Command.List className="command-palette-list">
          <Command.Empty className="muted">{t('palette.empty')}</Command.Empty>
          <Command.Group heading={t('palette.actions')}>
            <Command.Item onSelect={() => run(props.onNewSession)}>{t('sessions.new')}</Command.Item>
            <Command.Item onSelect={() => run(() => props.onView('library'))}>{t('app.view.library')}</Command.Item>
            <Command.Item onSelect={() => run(() => props.onView('settings'))}>{t('app.view.settings')}</Command.Item>
            <Command.Item onSelect={() => run(props.onShortcuts)}>{t('shortcuts.title')}</Command.Item>
          </Command.Group>
          <Command.Group heading={t('sessions.title')}>
            {props.sessions.map((session) => (
              <Command.Item
                key={session.id}
                value={`${session.id} ${sessionTitle(session, t)}`}
                onSelect={() => run(() => props.onSelectSession(session.id))}
              >
                {sessionTitle(session, t)}
              </Command.Item>
            ))}
          </Command.Group>
        </Command.List>
      </Command>
    </Modal>
  )
}
