import { registerIpcAdapter } from '../../electron/main/hosts/electron/ipc-adapter'
import { createPreloadBridge } from '../../electron/preload/preload-bridge'
import { createIpcTransport } from '../../src/bridge/ipc-transport'
import { createFakeIpc } from './fake-electron-ipc'
import { describeTransportConformance } from './transport-conformance'

const appUrl = 'file:///opt/astroresearch/out/renderer/index.html'

describeTransportConformance('Electron IPC adapter (ipcMain/ipcRenderer stand-ins)', async (engine) => {
  const ipc = createFakeIpc(appUrl)
  const adapter = registerIpcAdapter({ ipcMain: ipc.ipcMain, engine, isTrustedUrl: (url) => url === appUrl })
  return {
    transport: createIpcTransport(createPreloadBridge(ipc.ipcRenderer)),
    close: async () => adapter.dispose(),
  }
})
