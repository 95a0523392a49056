import type { ServerResponse } from 'node:http'
import { sendError } from './http-responses'
import { tokensEqual } from './request-guard'

/**
 * A launch link's token is checked, and the page is served as usual: the page keeps the token in this tab's memory
 * and sessionStorage (per port, unlike cookies, which every server on 127.0.0.1 receives), sends it as a header and
 * removes it from the address bar.
 */
export function checkTokenLink(response: ServerResponse, offeredToken: string, token: string): boolean {
  if (tokensEqual(token, offeredToken)) return true
  sendError(response, 401, {
    code: 'unauthorized',
    message: 'The token in this link is not valid (it changes each time AstroResearch starts).',
    hint: 'Open the URL printed in the terminal by the running server.',
  })
  return false
}
