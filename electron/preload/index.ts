import { contextBridge, ipcRenderer } from 'electron'
import { ipcChannels } from '../shared/contract/ipc-channels'
import { type ClickSource, reportLinkClicks } from './link-clicks'
import { createPreloadBridge } from './preload-bridge'

contextBridge.exposeInMainWorld('bridge', createPreloadBridge(ipcRenderer))
// The preload's TypeScript project has no DOM types; `document` is there at run time, in the isolated world.
const page = (globalThis as { document?: ClickSource }).document
if (page) reportLinkClicks(page, (url) => ipcRenderer.send(ipcChannels.linkClicked, url))
