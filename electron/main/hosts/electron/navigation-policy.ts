import { type AppLocation, isAppUrl } from './app-location'

export type NavigationDecision = 'allow' | 'open-external' | 'block'

/** Only plain https links leave the app, and only to the system browser. */
export function isSafeExternalUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate)
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname !== ''
  } catch {
    return false
  }
}

/** The window never navigates away from the app; https links open in the browser instead, anything else is dropped. */
export function decideNavigation(url: string, location: AppLocation): NavigationDecision {
  if (isAppUrl(url, location)) return 'allow'
  return isSafeExternalUrl(url) ? 'open-external' : 'block'
}
