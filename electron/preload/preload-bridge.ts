import type { EventFilter } from '../shared/contract/events'
import { ipcChannels } from '../shared/contract/ipc-channels'
import type { Bridge } from '../shared/contract/transport'

/** The parts of Electron's ipcRenderer the bridge uses. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>
  send(channel: string, ...args: unknown[]): void
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown
}

/**
 * `window.bridge`: exactly invoke, cancel and subscribe. The page never sees ipcRenderer or IPC event objects;
 * the Electron host validates everything it receives.
 */
export function createPreloadBridge(ipcRenderer: IpcRendererLike): Bridge {
  const listeners = new Map<string, (event: unknown) => void>()
  let nextSubscription = 0
  let listening = false

  function listen(): void {
    if (listening) return
    listening = true
    ipcRenderer.on(ipcChannels.event, (_event, subscriptionId, payload) => {
      if (typeof subscriptionId === 'string') listeners.get(subscriptionId)?.(payload)
    })
  }

  return {
    invoke: (callId: string, name: string, input: unknown) =>
      ipcRenderer.invoke(ipcChannels.invoke, callId, name, input),
    cancel: (callId: string) => ipcRenderer.send(ipcChannels.cancel, callId),
    subscribe(filter: EventFilter, listener: (event: unknown) => void) {
      listen()
      nextSubscription += 1
      const subscriptionId = `subscription-${nextSubscription}`
      listeners.set(subscriptionId, listener)
      ipcRenderer.send(ipcChannels.subscribe, subscriptionId, filter)
      return () => {
        if (!listeners.delete(subscriptionId)) return
        ipcRenderer.send(ipcChannels.unsubscribe, subscriptionId)
      }
    },
  }
}
