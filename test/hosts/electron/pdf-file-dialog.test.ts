import type { BrowserWindow, OpenDialogOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { createPdfFileDialog } from '../../../electron/main/hosts/electron/pdf-file-dialog'

/** Stands in for Electron's `dialog`: records each call and answers as a user would. */
function fakeDialog(answer: { canceled: boolean; filePaths: string[] }) {
  const calls: { parent: unknown; options: OpenDialogOptions }[] = []
  const dialog = {
    showOpenDialog: async (...args: [BrowserWindow, OpenDialogOptions] | [OpenDialogOptions]) => {
      const [parent, options] = args.length === 2 ? args : [null, args[0]]
      calls.push({ parent, options })
      return { ...answer, bookmarks: [] }
    },
  }
  return { dialog: dialog as Parameters<typeof createPdfFileDialog>[0], calls }
}

describe('the Electron PDF file dialog', () => {
  it('asks over the app window for PDFs only, several when adding and one when attaching', async () => {
    const window = { id: 1 } as unknown as BrowserWindow
    const { dialog, calls } = fakeDialog({ canceled: false, filePaths: ['/home/a/ms.pdf', '/home/a/b.pdf'] })
    const pick = createPdfFileDialog(dialog, () => window)
    expect(await pick({ multiple: true })).toEqual(['/home/a/ms.pdf', '/home/a/b.pdf'])
    await pick({ multiple: false })
    expect(calls.map((call) => call.parent)).toEqual([window, window])
    expect(calls.map((call) => call.options.properties)).toEqual([['openFile', 'multiSelections'], ['openFile']])
    expect(calls[0]?.options.filters).toEqual([{ name: 'PDF', extensions: ['pdf'] }])
  })

  it('picks nothing when the user cancels, and opens without a parent when no window has focus', async () => {
    const { dialog, calls } = fakeDialog({ canceled: true, filePaths: ['/ignored.pdf'] })
    const pick = createPdfFileDialog(dialog, () => null)
    expect(await pick({ multiple: true })).toEqual([])
    expect(calls[0]?.parent).toBeNull()
  })
})
