import { BrowserWindow, shell } from 'electron'
import type { AppLocation } from './app-location'
import { decideNavigation } from './navigation-policy'

export interface MainWindowOptions {
  location: AppLocation
  preloadPath: string
}

const locked = new WeakSet<Electron.WebContents>()

/** Keeps a window's content on the app: new windows denied, navigation blocked, https links to the browser. */
export function lockNavigation(contents: Electron.WebContents, location: AppLocation): void {
  if (locked.has(contents)) return
  locked.add(contents)
  const redirectOrBlock = (url: string) => {
    if (decideNavigation(url, location) === 'open-external') void shell.openExternal(url)
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
    },
  })
  lockNavigation(window.webContents, options.location)
  window.once('ready-to-show', () => window.show())
  if (options.location.kind === 'dev-server') void window.loadURL(options.location.url)
  else void window.loadFile(options.location.indexPath)
  return window
}
