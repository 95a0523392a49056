import type { Bridge, Transport } from '../../electron/shared/contract/transport'
import { createHttpTransport, type HttpTransportOptions } from './http-transport'
import { createIpcTransport } from './ipc-transport'
import { takePageToken } from './page-token'

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a browser talking to the headless host. */
    bridge?: Bridge
  }
}

/**
 * Electron IPC when the preload exposed `window.bridge`, otherwise HTTP + SSE to the page's own origin with the
 * token from the launch URL as a header.
 */
export function createTransport(httpOptions: HttpTransportOptions = {}): Transport {
  if (window.bridge !== undefined) return createIpcTransport(window.bridge)
  return createHttpTransport({ token: takePageToken(window), ...httpOptions })
}
