import { checkTarget } from '../../web/guarded-request'
import { WebError } from '../../web/web-error'

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const MAX_REDIRECTS = 10

function requestUrl(input: string | URL | Request): URL {
  return new URL(input instanceof Request ? input.url : input.toString())
}

/**
 * `fetch` for every outbound request the library makes, with the web-fetch guard on each hop: redirects are
 * followed here, one at a time, and a target that resolves to a loopback, private or link-local address is refused
 * unless its origin is one of the service URLs the user configured (a local mirror or test server). Paper metadata
 * (open-access links) and publisher redirects can therefore not reach the local network.
 */
export function guardLibraryFetch(fetchFunction: typeof fetch, trustedOrigins: readonly string[]): typeof fetch {
  const trusted = new Set(trustedOrigins)
  return async (input, init = {}) => {
    let url = requestUrl(input)
    let method = init.method ?? 'GET'
    let body = init.body
    for (let redirects = 0; ; redirects++) {
      if (!trusted.has(url.origin)) await checkTarget(url, false)
      const response = await fetchFunction(url, { ...init, method, body, redirect: 'manual' })
      const location = response.headers.get('location')
      if (!REDIRECT_STATUSES.has(response.status) || location === null) return response
      await response.body?.cancel()
      if (redirects >= MAX_REDIRECTS) {
        throw new WebError(`Stopped after ${MAX_REDIRECTS} redirects at ${url.href}; the server redirects in a loop.`)
      }
      url = new URL(location, url)
      if (response.status === 303 || (method === 'POST' && response.status !== 307 && response.status !== 308)) {
        method = 'GET'
        body = undefined
      }
    }
  }
}
