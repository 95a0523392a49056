import { useTranslation } from 'react-i18next'
import './digest.css'

/** The digest in the sidebar, with its unread count; hidden until a digest has been stored. */
export function DigestSidebarLink({ unread, onOpen }: { unread: number | null; onOpen: () => void }) {
  const { t } = useTranslation()
  if (unread === null) return null
  return (
    <button
      type="button"
      className="button button-quiet digest-sidebar-link"
      aria-label={t('digest.sidebarLabel', { count: unread })}
      onClick={onOpen}
    >
      {t('digest.title')}
      {unread > 0 ? (
        <span className="badge" aria-hidden="true" data-testid="sidebar-digest-unread">
          {unread}
        </span>
      ) : null}
    </button>
  )
}
