import { realpathSync, statSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { detailedError } from '../../../shared/contract/error-details'
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
    throw detailedError('project-dir-relative', { typed })
  }
  let real: string
  try {
    real = realpathSync(path)
  } catch {
    throw detailedError('project-dir-missing', { path })
  }
  if (!statSync(real).isDirectory()) {
    throw detailedError('project-dir-file', { path })
  }
  if (real === '/') {
    throw detailedError('project-dir-root', {})
  }
  const overlap = dataDirOverlap(real, folders.dataDir)
  if (overlap !== undefined) {
    throw detailedError(overlap === 'holds' ? 'project-dir-holds-data' : 'project-dir-inside-data', {
      path,
      dataDir: folders.dataDir,
    })
  }
  return real
}
