import type { IpcEventLike, IpcMainLike, IpcSenderLike } from '../../electron/main/hosts/electron/ipc-adapter'
import type { IpcRendererLike } from '../../electron/preload/preload-bridge'

type Listener = (event: IpcEventLike, ...args: unknown[]) => void

/**
 * ipcMain and ipcRenderer stand-ins joined like Electron joins them: arguments are structured-cloned, messages are
 * delivered asynchronously and in order, and every main-side event names its sender and frame URL.
 */
export function createFakeIpc(frameUrl: string) {
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>()
  const mainListeners = new Map<string, Set<Listener>>()
  const rendererListeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>()
  let destroyed = false

  const later = (work: () => void) => setImmediate(work)

  const webContents: IpcSenderLike & { destroy(): void } = {
    id: 7,
    isDestroyed: () => destroyed,
    send(channel, ...args) {
      const copy = structuredClone(args)
      later(() => {
        for (const listener of rendererListeners.get(channel) ?? []) listener({ sender: 'main' }, ...copy)
      })
    },
    destroy() {
      destroyed = true
    },
  }
  const event = (): IpcEventLike => ({ sender: webContents, senderFrame: { url: frameUrl } })

  const ipcMain: IpcMainLike = {
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
      handlers.set(channel, listener)
    },
    removeHandler(channel) {
      handlers.delete(channel)
    },
    on(channel, listener) {
      const set = mainListeners.get(channel) ?? new Set()
      set.add(listener)
      mainListeners.set(channel, set)
    },
    removeListener(channel, listener) {
      mainListeners.get(channel)?.delete(listener)
    },
  }

  const ipcRenderer: IpcRendererLike = {
    invoke(channel, ...args) {
      const copy = structuredClone(args)
      return new Promise((resolve, reject) => {
        later(() => {
          const handler = handlers.get(channel)
          if (handler === undefined) {
            reject(new Error(`No handler registered for '${channel}'`))
            return
          }
          Promise.resolve(handler(event(), ...copy)).then((result) => resolve(structuredClone(result)), reject)
        })
      })
    },
    send(channel, ...args) {
      const copy = structuredClone(args)
      later(() => {
        for (const listener of mainListeners.get(channel) ?? []) listener(event(), ...copy)
      })
    },
    on(channel, listener) {
      const set = rendererListeners.get(channel) ?? new Set()
      set.add(listener)
      rendererListeners.set(channel, set)
    },
  }

  return { ipcMain, ipcRenderer, webContents, handlerCount: () => handlers.size }
}
