import { eventFilterSchema } from '../../../shared/contract/events'
import { ipcChannels } from '../../../shared/contract/ipc-channels'
import type { TransportErrorShape } from '../../../shared/contract/transport'
import { dispatchCommand } from '../common/dispatch-command'
import type { EngineCore } from '../common/engine-core'
import { toErrorShape } from '../common/error-shape'

/** The parts of Electron's WebContents, IPC events and ipcMain the adapter uses (so tests need no binary). */
export interface IpcSenderLike {
  readonly id: number
  send(channel: string, ...args: unknown[]): void
  isDestroyed(): boolean
}
export interface IpcEventLike {
  readonly sender: IpcSenderLike
  readonly senderFrame: { readonly url: string } | null
}
type IpcListener = (event: IpcEventLike, ...args: unknown[]) => void
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void
  removeHandler(channel: string): void
  on(channel: string, listener: IpcListener): unknown
  removeListener(channel: string, listener: IpcListener): unknown
}

type IpcReply = { ok: true; output: unknown } | { ok: false; error: TransportErrorShape }

interface IpcAdapterOptions {
  ipcMain: IpcMainLike
  engine: EngineCore
  /** True only for the app's own page (file:// bundle, or the dev server in development). */
  isTrustedUrl(url: string): boolean
  onRejected?(reason: string, url: string | null): void
}

interface IpcAdapter {
  /** Drops a window's subscriptions and calls (it reloaded or closed). */
  releaseSender(senderId: number): void
  dispose(): void
}

const idPattern = /^[A-Za-z0-9_-]{1,100}$/
const isId = (value: unknown): value is string => typeof value === 'string' && idPattern.test(value)

/** Serves the contract over ipcMain: checks the sender, parses every input, answers with data, never throws. */
export function registerIpcAdapter(options: IpcAdapterOptions): IpcAdapter {
  const { ipcMain, engine } = options
  const calls = new Map<string, AbortController>()
  const subscriptions = new Map<number, Map<string, () => void>>()

  function trusted(event: IpcEventLike): boolean {
    const url = event.senderFrame?.url ?? null
    if (url !== null && options.isTrustedUrl(url)) return true
    options.onRejected?.('IPC from a page that is not the app', url)
    return false
  }

  async function invoke(event: IpcEventLike, callId: unknown, name: unknown, input: unknown): Promise<IpcReply> {
    if (!trusted(event)) {
      return { ok: false, error: { code: 'forbidden-sender', message: 'Only the app window may call the engine.' } }
    }
    if (!isId(callId) || typeof name !== 'string') {
      return { ok: false, error: { code: 'invalid-input', message: 'invoke needs a call id and a command name.' } }
    }
    const key = `${event.sender.id}:${callId}`
    const controller = new AbortController()
    calls.set(key, controller)
    try {
      return { ok: true, output: await dispatchCommand(engine.handlers, name, input, controller.signal) }
    } catch (error) {
      return { ok: false, error: toErrorShape(error) }
    } finally {
      if (calls.get(key) === controller) calls.delete(key)
    }
  }

  const onCancel: IpcListener = (event, callId) => {
    if (!trusted(event) || !isId(callId)) return
    calls.get(`${event.sender.id}:${callId}`)?.abort(new Error('Cancelled by the window'))
  }

  const onSubscribe: IpcListener = (event, subscriptionId, rawFilter) => {
    const filter = eventFilterSchema.safeParse(rawFilter)
    if (!trusted(event) || !isId(subscriptionId) || !filter.success) return
    const sender = event.sender
    const ofSender = subscriptions.get(sender.id) ?? new Map<string, () => void>()
    subscriptions.set(sender.id, ofSender)
    ofSender.get(subscriptionId)?.()
    const unsubscribe = engine.events.subscribe(filter.data, (agentEvent) => {
      if (sender.isDestroyed()) releaseSender(sender.id)
      else sender.send(ipcChannels.event, subscriptionId, agentEvent)
    })
    ofSender.set(subscriptionId, unsubscribe)
  }

  const onUnsubscribe: IpcListener = (event, subscriptionId) => {
    if (!trusted(event) || !isId(subscriptionId)) return
    const ofSender = subscriptions.get(event.sender.id)
    ofSender?.get(subscriptionId)?.()
    ofSender?.delete(subscriptionId)
  }

  function releaseSender(senderId: number): void {
    for (const unsubscribe of subscriptions.get(senderId)?.values() ?? []) unsubscribe()
    subscriptions.delete(senderId)
    for (const [key, controller] of calls) {
      if (key.startsWith(`${senderId}:`)) controller.abort(new Error('The window went away'))
    }
  }

  ipcMain.handle(ipcChannels.invoke, (event, callId, name, input) => invoke(event, callId, name, input))
  ipcMain.on(ipcChannels.cancel, onCancel)
  ipcMain.on(ipcChannels.subscribe, onSubscribe)
  ipcMain.on(ipcChannels.unsubscribe, onUnsubscribe)

  return {
    releaseSender,
    dispose() {
      ipcMain.removeHandler(ipcChannels.invoke)
      ipcMain.removeListener(ipcChannels.cancel, onCancel)
      ipcMain.removeListener(ipcChannels.subscribe, onSubscribe)
      ipcMain.removeListener(ipcChannels.unsubscribe, onUnsubscribe)
      for (const senderId of [...subscriptions.keys()]) releaseSender(senderId)
      for (const controller of calls.values()) controller.abort(new Error('The app is closing'))
      calls.clear()
    },
  }
}
