import { type AppLocation, isAppUrl } from './app-location'

type NavigationDecision = 'allow' | 'open-external' | 'block'

/** Only plain http(s) links leave the app, and only to the system browser. */
export function isSafeExternalUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate)
    const web = url.protocol === 'https:' || url.protocol === 'http:'
    return web && url.username === '' && url.password === '' && url.hostname !== ''
  } catch {
    return false
  }
}

/** The window never navigates away from the app; http(s) links may open in the browser instead, nothing else. */
export function decideNavigation(url: string, location: AppLocation): NavigationDecision {
  if (isAppUrl(url, location)) return 'allow'
  return isSafeExternalUrl(url) ? 'open-external' : 'block'
}
