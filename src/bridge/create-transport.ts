import type { Bridge, Transport } from '../../electron/shared/contract/transport'
import { createHttpTransport, type HttpTransportOptions } from './http-transport'
import { createIpcTransport } from './ipc-transport'

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a browser talking to the headless host. */
    bridge?: Bridge
  }
}

/** Electron IPC when the preload exposed `window.bridge`, otherwise HTTP + SSE to the page's own origin. */
export function createTransport(httpOptions: HttpTransportOptions = {}): Transport {
  return window.bridge === undefined ? createHttpTransport(httpOptions) : createIpcTransport(window.bridge)
}
