import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Session } from '../../../electron/shared/domain/session'
import { sessionTitle } from '../../components/session-title'

interface SessionItemProps {
  session: Session
  selected: boolean
  waiting: boolean
  onSelect: () => void
  onRename: (title: string) => void
  onPin: () => void
  onDelete: () => void
  onArrow: (direction: 1 | -1) => void
}

export function SessionItem(props: SessionItemProps) {
  const { session, selected, waiting, onSelect, onRename, onPin, onDelete, onArrow } = props
  const { t } = useTranslation()
  const title = sessionTitle(session, t)
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(title)
  const input = useRef<HTMLInputElement>(null)
  const selectButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (editing) input.current?.select()
  }, [editing])

  function startEditing() {
    setDraft(title)
    setEditing(true)
  }

  function finish(save: boolean) {
    setEditing(false)
    const typed = draft.trim()
    if (save && typed && typed !== title) onRename(typed)
    requestAnimationFrame(() => selectButton.current?.focus())
  }

  function onItemKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      onArrow(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'F2') {
      event.preventDefault()
      startEditing()
    } else if (event.key === 'Delete') {
      event.preventDefault()
      onDelete()
    }
  }

  if (editing) {
    return (
      <li className="session-item session-item-editing">
        <label className="visually-hidden" htmlFor={`rename-${session.id}`}>
          {t('sessions.renameLabel')}
        </label>
        <input
          ref={input}
          id={`rename-${session.id}`}
          className="input session-rename-input"
          value={draft}
          maxLength={200}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => finish(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') finish(true)
            else if (event.key === 'Escape') finish(false)
          }}
        />
      </li>
    )
  }

  return (
    <li className={selected ? 'session-item session-item-selected' : 'session-item'}>
      <button
        ref={selectButton}
        type="button"
        className="session-select"
        aria-current={selected ? 'true' : undefined}
        data-session-id={session.id}
        onClick={onSelect}
        onDoubleClick={startEditing}
        onKeyDown={onItemKeyDown}
        title={title}
      >
        {session.pinned ? (
          <span className="session-pinned" title={t('sessions.pinned')}>
            <span aria-hidden="true">★ </span>
            <span className="visually-hidden">{t('sessions.pinned')}: </span>
          </span>
        ) : null}
        {title}
        {waiting ? (
          <span className="session-waiting" title={t('sessions.waiting')}>
            <span aria-hidden="true">●</span>
            <span className="visually-hidden"> ({t('sessions.waiting')})</span>
          </span>
        ) : null}
      </button>
      <span className="session-actions">
        <button
          type="button"
          className="button button-quiet button-small"
          aria-label={t(session.pinned ? 'sessions.unpinAction' : 'sessions.pinAction', { title })}
          aria-pressed={session.pinned}
          title={session.pinned ? t('sessions.unpin') : t('sessions.pin')}
          onClick={onPin}
        >
          {session.pinned ? '★' : '☆'}
        </button>
        <button
          type="button"
          className="button button-quiet button-small"
          aria-label={t('sessions.renameAction', { title })}
          title={t('sessions.rename')}
          onClick={startEditing}
        >
          ✎
        </button>
        <button
          type="button"
          className="button button-quiet button-small"
          aria-label={t('sessions.deleteAction', { title })}
          title={t('sessions.delete')}
          onClick={onDelete}
        >
          ✕
        </button>
      </span>
    </li>
  )
}
