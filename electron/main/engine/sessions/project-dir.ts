import { realpathSync, statSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { CommandError } from '../../../shared/contract/transport'

/** `~` and `~/…` name the user's home folder, as in a shell. */
function expandHome(path: string, homeDir: string): string {
  if (path === '~') return homeDir
  if (path.startsWith('~/')) return join(homeDir, path.slice(2))
  return path
}

/**
 * The folder a session's file tools work in: it must be an existing directory given by an absolute path (or one
 * under `~`), and is stored by its real path so the sandbox's root cannot move under a symlink later.
 */
export function resolveProjectDir(projectDir: string | null | undefined, homeDir: string): string | null {
  if (projectDir === null || projectDir === undefined || projectDir.trim() === '') return null
  const typed = projectDir.trim()
  const path = expandHome(typed, homeDir)
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
  return real
}
