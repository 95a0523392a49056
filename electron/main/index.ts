import { app, dialog } from 'electron'
import { createEngine } from './engine'
import { createElectronDeps } from './hosts/electron/electron-deps'
import { startElectronHost } from './hosts/electron/start-electron-host'

app.enableSandbox()

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app
    .whenReady()
    .then(async () => {
      const deps = createElectronDeps()
      return startElectronHost(await createEngine(deps), deps.log.logger)
    })
    .catch((error: unknown) => {
      dialog.showErrorBox(
        'AstroResearch could not start',
        `${error instanceof Error ? error.message : String(error)}\n\nThe log file in the data folder has the details.`,
      )
      app.exit(1)
    })
}
