import type { BaseWindow, Dialog, OpenDialogOptions } from 'electron'
import type { FolderRequest } from '../../engine'

/** The part of Electron's dialog module the picker uses (so a test can pass a stand-in). */
export type FolderDialog = Pick<Dialog, 'showOpenDialog'>

/** The native "open folder" dialog, attached to the app's window when there is one. */
export function createChooseFolder(dialog: FolderDialog, window: () => BaseWindow | null) {
  return async (request: FolderRequest): Promise<string | null> => {
    const options: OpenDialogOptions = {
      title: request.title,
      properties: ['openDirectory', 'createDirectory'],
      ...(request.defaultPath ? { defaultPath: request.defaultPath } : {}),
    }
    const parent = window()
    const result = parent ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options)
    return result.canceled ? null : (result.filePaths[0] ?? null)
  }
}
