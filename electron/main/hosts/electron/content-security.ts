import { contentSecurityPolicy } from '../common/content-security-policy'

/** The dev server needs its inline refresh preamble and a websocket for hot reload; the built app gets none of it. */
export function contentSecurityPolicyFor(devServer: boolean): string {
  if (!devServer) return contentSecurityPolicy
  return contentSecurityPolicy
    .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
    .replace("connect-src 'self'", "connect-src 'self' ws://localhost:* ws://127.0.0.1:*")
}
