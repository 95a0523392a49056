import type { TFunction } from 'i18next'
import { DEFAULT_SESSION_TITLE, type Session } from '../../electron/shared/domain/session'

/** The session's title as the user reads it: the engine's default title in the chosen language. */
export function sessionTitle(session: Pick<Session, 'title'>, t: TFunction): string {
  return session.title === DEFAULT_SESSION_TITLE ? t('sessions.defaultTitle') : session.title
}
