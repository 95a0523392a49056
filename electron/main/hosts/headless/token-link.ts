import type { ServerResponse } from 'node:http'
import { sendError } from './http-responses'
import { tokenCookieName, tokensEqual } from './request-guard'

/** The printed link is used once: a valid token becomes an HttpOnly cookie and the URL loses it. */
export function acceptTokenLink(
  response: ServerResponse,
  url: URL,
  offeredToken: string,
  server: { token: string; port: number },
): void {
  if (!tokensEqual(server.token, offeredToken)) {
    sendError(response, 401, {
      code: 'unauthorized',
      message: 'The token in this link is not valid (it changes each time AstroResearch starts).',
      hint: 'Open the URL printed in the terminal by the running server.',
    })
    return
  }
  url.searchParams.delete('token')
  response.writeHead(302, {
    'Set-Cookie': `${tokenCookieName(server.port)}=${server.token}; HttpOnly; SameSite=Strict; Path=/`,
    Location: `${url.pathname}${url.search}`,
    'Cache-Control': 'no-store',
  })
  response.end()
}
