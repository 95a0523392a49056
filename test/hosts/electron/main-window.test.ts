import type { EventEmitter } from 'node:events'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** Electron stand-ins: a BrowserWindow that records its options and a webContents that records its handlers. */
const electron = vi.hoisted(() => {
  const created: { options: Record<string, unknown>; window: unknown }[] = []
  return { created, openExternal: vi.fn(async (_url: string) => {}) }
})

vi.mock('electron', async () => {
  const { EventEmitter } = await import('node:events')
  class FakeWebContents extends EventEmitter {
    ipc = new EventEmitter()
    windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null
    setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
      this.windowOpenHandler = handler
    }
  }
  class BrowserWindow extends EventEmitter {
    webContents = new FakeWebContents()
    loaded: string | null = null
    constructor(options: Record<string, unknown>) {
      super()
      electron.created.push({ options, window: this })
    }
    loadFile(path: string) {
      this.loaded = path
      return Promise.resolve()
    }
    loadURL(url: string) {
      this.loaded = url
      return Promise.resolve()
    }
    show() {}
  }
  return { BrowserWindow, shell: { openExternal: electron.openExternal } }
})

const { createMainWindow } = await import('../../../electron/main/hosts/electron/main-window')
const { ipcChannels } = await import('../../../electron/shared/contract/ipc-channels')

interface FakeContents extends EventEmitter {
  ipc: EventEmitter
  windowOpenHandler: (details: { url: string }) => { action: string }
}

/** What the preload sends when the user clicks a link. */
function click(contents: FakeContents, url: unknown): void {
  contents.ipc.emit(ipcChannels.linkClicked, {}, url)
}

function navigate(contents: FakeContents, eventName: string, url: string): boolean {
  let prevented = false
  contents.emit(eventName, {
    url,
    preventDefault: () => {
      prevented = true
    },
  })
  return prevented
}

const indexPath = '/opt/astroresearch/out/renderer/index.html'

describe('Electron main window', () => {
  let contents: FakeContents

  beforeEach(() => {
    electron.created.length = 0
    electron.openExternal.mockClear()
    const window = createMainWindow({ location: { kind: 'file', indexPath }, preloadPath: '/app/preload.js' })
    contents = window.webContents as unknown as FakeContents
  })

  it('isolates and sandboxes the page, without Node and with web security', () => {
    const options = electron.created[0]?.options as { webPreferences: Record<string, unknown> }
    expect(options.webPreferences).toMatchObject({
      preload: '/app/preload.js',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    })
  })

  it('denies every window.open and hands only http(s) links the user clicked to the system browser', () => {
    for (const url of ['https://arxiv.org/abs/2401.00010', 'http://old.example/paper', 'file:///etc/passwd']) {
      click(contents, url)
    }
    expect(contents.windowOpenHandler({ url: 'https://arxiv.org/abs/2401.00010' })).toEqual({ action: 'deny' })
    expect(contents.windowOpenHandler({ url: 'http://old.example/paper' })).toEqual({ action: 'deny' })
    expect(contents.windowOpenHandler({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' })
    expect(contents.windowOpenHandler({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' })
    expect(electron.openExternal.mock.calls).toEqual([
      ['https://arxiv.org/abs/2401.00010'],
      ['http://old.example/paper'],
    ])
  })

  it('opens nothing a script asks for without a click, and a click only once', () => {
    expect(contents.windowOpenHandler({ url: 'https://phishing.example/' })).toEqual({ action: 'deny' })
    click(contents, 'https://arxiv.org/abs/2401.00010')
    contents.windowOpenHandler({ url: 'https://arxiv.org/abs/2401.00010' })
    contents.windowOpenHandler({ url: 'https://arxiv.org/abs/2401.00010' })
    click(contents, { href: 'https://not-a-string.example/' })
    contents.windowOpenHandler({ url: 'https://not-a-string.example/' })
    expect(electron.openExternal.mock.calls).toEqual([['https://arxiv.org/abs/2401.00010']])
  })

  it('a click is forgotten after ten seconds', () => {
    vi.useFakeTimers()
    try {
      click(contents, 'https://arxiv.org/abs/2401.00010')
      vi.advanceTimersByTime(10_001)
      contents.windowOpenHandler({ url: 'https://arxiv.org/abs/2401.00010' })
      expect(electron.openExternal).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('blocks navigation away from the app and lets the app page load', () => {
    click(contents, 'https://evil.example/')
    expect(navigate(contents, 'will-navigate', 'https://evil.example/')).toBe(true)
    expect(navigate(contents, 'will-navigate', 'file:///home/user/.ssh/id_rsa')).toBe(true)
    expect(navigate(contents, 'will-redirect', 'https://ui.adsabs.harvard.edu/')).toBe(true)
    expect(navigate(contents, 'will-navigate', `file://${indexPath}`)).toBe(false)
    // Only the clicked link leaves, to the browser; the redirect nobody clicked goes nowhere.
    expect(electron.openExternal.mock.calls).toEqual([['https://evil.example/']])
  })

  it('refuses webviews', () => {
    expect(navigate(contents, 'will-attach-webview', 'about:blank')).toBe(true)
  })
})
