import type { Shell } from 'electron'

/** The system viewer for a file the engine has checked is inside the session's folders; Electron reports failures as text. */
export function createOpenPath(shell: Pick<Shell, 'openPath'>) {
  return async (path: string): Promise<void> => {
    const failure = await shell.openPath(path)
    if (failure) throw new Error(`The system could not open ${path}: ${failure}`)
  }
}
