import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerIpcAdapter } from '../../../electron/main/hosts/electron/ipc-adapter'
import { createPreloadBridge } from '../../../electron/preload/preload-bridge'
import { ipcChannels } from '../../../electron/shared/contract/ipc-channels'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'
import { createFakeIpc } from '../../transport/fake-electron-ipc'

const appUrl = 'file:///opt/astroresearch/out/renderer/index.html'
let engine: TestEngine

afterEach(async () => {
  await engine.dispose()
})

async function setUp(frameUrl: string) {
  engine = await createTestEngine()
  const ipc = createFakeIpc(frameUrl)
  const rejected: string[] = []
  const adapter = registerIpcAdapter({
    ipcMain: ipc.ipcMain,
    engine,
    isTrustedUrl: (url) => url === appUrl,
    onRejected: (reason) => rejected.push(reason),
  })
  return { ipc, adapter, rejected, bridge: createPreloadBridge(ipc.ipcRenderer) }
}

describe('Electron IPC adapter: sender checks', () => {
  it('refuses invoke from a page that is not the app, and runs nothing', async () => {
    const { bridge, rejected } = await setUp('https://evil.example/')
    const reply = await bridge.invoke('call-1', 'session.create', { title: 'Injected' })
    expect(reply).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } })
    expect(await engine.handlers['session.list']({}, { signal: new AbortController().signal })).toEqual([])
    expect(rejected).toHaveLength(1)
  })

  it('sends no events to a subscriber that is not the app', async () => {
    const { bridge } = await setUp('https://evil.example/')
    const received: unknown[] = []
    bridge.subscribe({ afterSeq: 0 }, (event) => received.push(event))
    engine.events.emit({ type: 'text-delta', sessionId: 's', runId: 'r', step: 0, delta: 'secret' })
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    expect(received).toEqual([])
  })

  it('answers malformed invoke arguments with an error reply instead of throwing', async () => {
    const { ipc } = await setUp(appUrl)
    expect(await ipc.ipcRenderer.invoke(ipcChannels.invoke, 42, null, {})).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    })
  })

  it('stops sending events to a window once it is released (reload or close)', async () => {
    const { bridge, adapter, ipc } = await setUp(appUrl)
    const received: unknown[] = []
    bridge.subscribe({ afterSeq: engine.events.lastSeq() }, (event) => received.push(event))
    engine.events.emit({ type: 'text-delta', sessionId: 's', runId: 'r', step: 0, delta: 'one' })
    await vi.waitFor(() => expect(received).toHaveLength(1))
    adapter.releaseSender(ipc.webContents.id)
    engine.events.emit({ type: 'text-delta', sessionId: 's', runId: 'r', step: 0, delta: 'two' })
    const marker = vi.fn()
    setImmediate(() => setImmediate(marker))
    await vi.waitFor(() => expect(marker).toHaveBeenCalled())
    expect(received).toHaveLength(1)
  })

  it('unregisters every channel on dispose', async () => {
    const { adapter, ipc } = await setUp(appUrl)
    expect(ipc.handlerCount()).toBe(1)
    adapter.dispose()
    expect(ipc.handlerCount()).toBe(0)
  })
})
