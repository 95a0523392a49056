import { realpathSync, statSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { CommandError } from '../../../shared/contract/transport'
import { dataDirOverlap } from '../fs/data-dir-overlap'

/** `~` and `~/…` name the user's home folder, as in a shell. */
function expandHome(path: string, homeDir: string): string {
  if (path === '~') return homeDir
  if (path.startsWith('~/')) return join(homeDir, path.slice(2))
  return path
}

/**
 * The folder a session's file tools work in: it must be an existing directory given by an absolute path (or one
 * under `~`), and is stored by its real path so the sandbox's root cannot move under a symlink later. It may not be,
 * hold or lie inside the data folder, whose database and keys the file tools must never reach.
 */
export function resolveProjectDir(
  projectDir: string | null | undefined,
  folders: { homeDir: string; dataDir: string },
): string | null {
  if (projectDir === null || projectDir === undefined || projectDir.trim() === '') return null
  const typed = projectDir.trim()
  const path = expandHome(typed, folders.homeDir)
  if (!isAbsolute(path)) {
    throw new CommandError(
      'invalid-project-dir',
      `"${typed}" is not an absolute path.`,
      'Type the whole path (it starts with / or ~/), or choose the folder again.',
    )
  }
  let real: string
  try {
    real = realpathSync(path)
  } catch {
    throw new CommandError(
      'invalid-project-dir',
      `The folder ${path} does not exist.`,
      'Create it, or choose another folder.',
    )
  }
  if (!statSync(real).isDirectory()) {
    throw new CommandError('invalid-project-dir', `${path} is a file, not a folder.`, 'Choose a folder.')
  }
  if (real === '/') {
    throw new CommandError(
      'invalid-project-dir',
      'The whole disk cannot be a project folder.',
      'Choose a project folder.',
    )
  }
  const overlap = dataDirOverlap(real, folders.dataDir)
  if (overlap !== undefined) {
    throw new CommandError(
      'invalid-project-dir',
      overlap === 'holds'
        ? `${path} holds AstroResearch's data folder (${folders.dataDir}: database, logs, API keys), so it cannot be a project folder.`
        : `${path} lies inside AstroResearch's data folder (${folders.dataDir}), so it cannot be a project folder.`,
      'Choose a folder of its own for the project, such as a sub-folder of your home folder.',
    )
  }
  return real
}
