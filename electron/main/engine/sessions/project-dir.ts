import { realpathSync, statSync } from 'node:fs'
import { isAbsolute } from 'node:path'
import { CommandError } from '../../../shared/contract/transport'

/**
 * The folder a session's file tools work in: it must be an existing directory given by an absolute path, and is
 * stored by its real path so the sandbox's root cannot move under a symlink later.
 */
export function resolveProjectDir(projectDir: string | null | undefined): string | null {
  if (projectDir === null || projectDir === undefined || projectDir.trim() === '') return null
  if (!isAbsolute(projectDir)) {
    throw new CommandError(
      'invalid-project-dir',
      `"${projectDir}" is not an absolute path.`,
      'Choose the folder again.',
    )
  }
  let real: string
  try {
    real = realpathSync(projectDir)
  } catch {
    throw new CommandError(
      'invalid-project-dir',
      `The folder ${projectDir} does not exist.`,
      'Create it, or choose another folder.',
    )
  }
  if (!statSync(real).isDirectory()) {
    throw new CommandError('invalid-project-dir', `${projectDir} is a file, not a folder.`, 'Choose a folder.')
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
