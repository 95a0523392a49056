import type { BaseWindow, OpenDialogOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { createChooseFolder, type FolderDialog } from '../../../electron/main/hosts/electron/choose-folder'

function fakeDialog(answer: { canceled: boolean; filePaths: string[] }) {
  const calls: { parent: unknown; options: OpenDialogOptions }[] = []
  const showOpenDialog = async (first: BaseWindow | OpenDialogOptions, second?: OpenDialogOptions) => {
    calls.push(second ? { parent: first, options: second } : { parent: null, options: first as OpenDialogOptions })
    return { ...answer, bookmarks: [] }
  }
  return { dialog: { showOpenDialog } as FolderDialog, calls }
}

describe('the desktop app’s folder picker', () => {
  it('opens a folder dialog on the app’s window with the title and start folder, and returns the chosen folder', async () => {
    const { dialog, calls } = fakeDialog({ canceled: false, filePaths: ['/home/me/observations/m31'] })
    const window = { id: 1 } as unknown as BaseWindow
    const choose = createChooseFolder(dialog, () => window)
    await expect(choose({ title: '选择项目文件夹', defaultPath: '/home/me' })).resolves.toBe(
      '/home/me/observations/m31',
    )
    expect(calls).toEqual([
      {
        parent: window,
        options: {
          title: '选择项目文件夹',
          defaultPath: '/home/me',
          properties: ['openDirectory', 'createDirectory'],
        },
      },
    ])
  })

  it('returns null when the user cancels, and works without a window', async () => {
    const { dialog, calls } = fakeDialog({ canceled: true, filePaths: [] })
    await expect(createChooseFolder(dialog, () => null)({ title: 'Choose' })).resolves.toBeNull()
    expect(calls).toEqual([
      { parent: null, options: { title: 'Choose', properties: ['openDirectory', 'createDirectory'] } },
    ])
  })
})
