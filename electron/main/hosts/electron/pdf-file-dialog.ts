import type { BrowserWindow, Dialog, OpenDialogOptions } from 'electron'

/** The system's open dialog, for PDFs only, over the app's window; cancelling picks nothing. */
export function createPdfFileDialog(dialog: Pick<Dialog, 'showOpenDialog'>, window: () => BrowserWindow | null) {
  return async ({ multiple }: { multiple: boolean }): Promise<string[]> => {
    const options: OpenDialogOptions = {
      properties: multiple ? ['openFile', 'multiSelections'] : ['openFile'],
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    }
    const parent = window()
    const result = parent ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options)
    return result.canceled ? [] : result.filePaths
  }
}
