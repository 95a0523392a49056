const STORAGE_KEY = 'astroresearch.token'

export type TokenPage = Pick<Window, 'location' | 'history' | 'sessionStorage'>

/**
 * The headless host's access token. The launch URL carries it once: it is moved into this tab's sessionStorage
 * (scoped to this origin and port, so other local servers never see it, unlike a cookie) and removed from the
 * address bar and history, so it survives a reload but not a copied link.
 */
export function takePageToken(page: TokenPage): string | undefined {
  const url = new URL(page.location.href)
  const offered = url.searchParams.get('token')
  if (offered !== null) {
    page.sessionStorage.setItem(STORAGE_KEY, offered)
    url.searchParams.delete('token')
    page.history.replaceState(page.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  }
  return page.sessionStorage.getItem(STORAGE_KEY) ?? undefined
}
