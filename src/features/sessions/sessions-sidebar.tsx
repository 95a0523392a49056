import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Session } from '../../../electron/shared/domain/session'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ErrorNotice } from '../../components/error-notice'
import { SessionItem } from './session-item'
import { useSessionSearch } from './use-session-search'
import { useWaitingSessions } from './use-waiting-sessions'
import './sessions.css'

interface SessionsSidebarProps {
  sessions: Session[] | null
  selectedId: string | null
  error: unknown
  onSelect: (id: string) => void
  onCreate: () => void
  onRename: (id: string, title: string) => void
  onPin: (id: string, pinned: boolean) => void
  onDelete: (id: string) => void
}

export function SessionsSidebar(props: SessionsSidebarProps) {
  const { selectedId, onSelect, onCreate, onRename, onPin, onDelete } = props
  const { t } = useTranslation()
  const searchId = useId()
  const [query, setQuery] = useState('')
  const search = useSessionSearch(query)
  const sessions = search.matches ?? props.sessions
  const error = search.error ?? props.error
  const [pendingDelete, setPendingDelete] = useState<Session | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const waiting = useWaitingSessions()

  function moveFocus(from: number, direction: 1 | -1) {
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.session-select')
    if (!buttons || buttons.length === 0) return
    const next = (from + direction + buttons.length) % buttons.length
    buttons[next]?.focus()
  }

  return (
    <nav className="sessions" aria-label={t('sessions.title')}>
      <div className="sessions-header">
        <h2 className="sessions-title">{t('sessions.title')}</h2>
        <button type="button" className="button button-small" onClick={onCreate}>
          + {t('sessions.new')}
        </button>
      </div>
      <label htmlFor={searchId} className="visually-hidden">
        {t('sessions.search')}
      </label>
      <input
        id={searchId}
        className="input sessions-search"
        type="search"
        value={query}
        placeholder={t('sessions.searchPlaceholder')}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query) {
            event.preventDefault()
            setQuery('')
          }
        }}
      />
      <ErrorNotice error={error} className="sessions-error" />
      {sessions === null ? (
        <p className="muted sessions-empty">{t('common.loading')}</p>
      ) : sessions.length === 0 ? (
        <p className="muted sessions-empty">{search.matches ? t('sessions.noMatches') : t('sessions.empty')}</p>
      ) : (
        <ul ref={list} className="sessions-list">
          {sessions.map((session, index) => (
            <SessionItem
              key={session.id}
              session={session}
              selected={session.id === selectedId}
              waiting={waiting.has(session.id)}
              onSelect={() => onSelect(session.id)}
              onRename={(title) => onRename(session.id, title)}
              onPin={() => onPin(session.id, !session.pinned)}
              onDelete={() => setPendingDelete(session)}
              onArrow={(direction) => moveFocus(index, direction)}
            />
          ))}
        </ul>
      )}
      {pendingDelete ? (
        <ConfirmDialog
          title={t('sessions.deleteTitle')}
          message={t('sessions.deleteMessage', { title: pendingDelete.title })}
          confirmLabel={t('sessions.delete')}
          onCancel={() => setPendingDelete(null)}
          onConfirm={() => {
            onDelete(pendingDelete.id)
            setPendingDelete(null)
          }}
        />
      ) : null}
    </nav>
  )
}
