import { BrowserWindow, shell } from 'electron'
import { z } from 'zod'
import { ipcChannels } from '../../../shared/contract/ipc-channels'
import type { AppLocation } from './app-location'
import { createClickedLinks } from './clicked-links'
import { decideNavigation } from './navigation-policy'

interface MainWindowOptions {
  location: AppLocation
  preloadPath: string
}

const locked = new WeakSet<Electron.WebContents>()

const clickedUrl = z.string().max(8192)

/**
 * Keeps a window's content on the app: new windows denied, navigation blocked, and an http(s) link opened in the
 * system browser only when the user clicked it (the preload reports real clicks; scripts cannot fake them).
 */
export function lockNavigation(contents: Electron.WebContents, location: AppLocation): void {
  if (locked.has(contents)) return
  locked.add(contents)
  const clicks = createClickedLinks()
  contents.ipc.on(ipcChannels.linkClicked, (_event, url: unknown) => {
    const parsed = clickedUrl.safeParse(url)
    if (parsed.success) clicks.record(parsed.data)
  })
  const redirectOrBlock = (url: string) => {
    if (decideNavigation(url, location) === 'open-external' && clicks.consume(url)) void shell.openExternal(url)
  }
  contents.setWindowOpenHandler(({ url }) => {
    redirectOrBlock(url)
    return { action: 'deny' }
  })
  const guard = (event: Electron.Event<{ url: string }>) => {
    if (decideNavigation(event.url, location) === 'allow') return
    event.preventDefault()
    redirectOrBlock(event.url)
  }
  contents.on('will-navigate', guard)
  contents.on('will-redirect', guard)
  contents.on('will-attach-webview', (event) => event.preventDefault())
}

/** The one app window: isolated, sandboxed, no Node, web security on, content locked to the app. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'AstroResearch',
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      experimentalFeatures: false,
      // A middle click would open a link in a new window without passing through the window-open handler's checks.
      disableBlinkFeatures: 'Auxclick',
    },
  })
  lockNavigation(window.webContents, options.location)
  window.once('ready-to-show', () => window.show())
  if (options.location.kind === 'dev-server') void window.loadURL(options.location.url)
  else void window.loadFile(options.location.indexPath)
  return window
}
