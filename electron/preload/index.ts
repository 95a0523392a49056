import { contextBridge, ipcRenderer } from 'electron'
import { createPreloadBridge } from './preload-bridge'

contextBridge.exposeInMainWorld('bridge', createPreloadBridge(ipcRenderer))
