import { join } from 'node:path'
import { app, type BrowserWindow, ipcMain, Notification, session } from 'electron'
import type { Engine, Logger } from '../../engine'
import type { AppLocation } from './app-location'
import { isAppUrl } from './app-location'
import { notifyWhenUnattended } from './attention-notifications'
import { contentSecurityPolicyFor } from './content-security'
import { createElectronNotifier } from './electron-notifier'
import { registerIpcAdapter } from './ipc-adapter'
import { createMainWindow, lockNavigation } from './main-window'
import { installPermissionHandlers } from './permission-handlers'

interface ElectronHost {
  /** The open window, if any (a second launch focuses it). */
  window(): BrowserWindow | null
}

function appLocation(): AppLocation {
  const devServer = process.env.ELECTRON_RENDERER_URL
  if (!app.isPackaged && devServer) return { kind: 'dev-server', url: devServer }
  return { kind: 'file', indexPath: join(__dirname, '../renderer/index.html') }
}

/** Wires the engine into Electron: CSP and permissions, the IPC adapter, the window and the app's lifecycle. */
export function startElectronHost(engine: Engine, log: Logger): ElectronHost {
  const location = appLocation()
  const logger = log.child({ area: 'electron' })
  const policy = contentSecurityPolicyFor(location.kind === 'dev-server')

  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] } })
  })
  installPermissionHandlers(session.defaultSession)
  app.on('web-contents-created', (_event, contents) => lockNavigation(contents, location))

  const adapter = registerIpcAdapter({
    ipcMain,
    engine,
    isTrustedUrl: (url) => isAppUrl(url, location),
    onRejected: (reason, url) => logger.warn('Refused IPC', { reason, url }),
  })

  let mainWindow: BrowserWindow | null = null
  const openWindow = () => {
    const window = createMainWindow({ location, preloadPath: join(__dirname, '../preload/index.js') })
    const contentsId = window.webContents.id
    window.webContents.on('did-start-navigation', (details) => {
      if (details.isMainFrame && !details.isSameDocument) adapter.releaseSender(contentsId)
    })
    window.webContents.on('destroyed', () => adapter.releaseSender(contentsId))
    window.on('closed', () => {
      mainWindow = null
      engine.disconnectClients('the window was closed')
    })
    mainWindow = window
  }
  openWindow()
  const stopNotifying = notifyWhenUnattended({
    events: engine.events,
    notifier: createElectronNotifier(Notification),
    isFocused: () => mainWindow?.isFocused() ?? false,
    language: async () =>
      (await engine.handlers['settings.get']({}, { signal: new AbortController().signal })).settings.language,
  })

  app.on('second-instance', () => {
    if (mainWindow === null) return openWindow()
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })
  app.on('activate', () => {
    if (mainWindow === null) openWindow()
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  // A stop signal quits like the menu does (the engine stops within its deadline); a second one exits at once.
  let signalled = false
  const quitOnSignal = () => {
    if (signalled) app.exit(1)
    signalled = true
    app.quit()
  }
  process.on('SIGTERM', quitOnSignal)
  process.on('SIGINT', quitOnSignal)
  let disposed = false
  app.on('will-quit', (event) => {
    if (disposed) return
    event.preventDefault()
    adapter.dispose()
    stopNotifying()
    void engine.dispose().finally(() => {
      disposed = true
      app.quit()
    })
  })
  return { window: () => mainWindow }
}
