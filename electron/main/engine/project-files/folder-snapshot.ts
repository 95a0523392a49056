import type { Dirent } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** Size and modification time of every file under a folder, by path relative to it. */
export interface FolderSnapshot {
  files: Map<string, { size: number; mtimeMs: number }>
  /** The walk stopped at the file limit: files past it are not compared. */
  truncated: boolean
}

/** Folders of tools and environments, not of results: never listed. */
const skipped = new Set([
  '.git',
  '.hg',
  '.svn',
  'node_modules',
  '__pycache__',
  '.venv',
  'venv',
  '.conda',
  '.ipynb_checkpoints',
  '.mypy_cache',
  '.pytest_cache',
  '.ruff_cache',
  '.tox',
  'site-packages',
])

const SNAPSHOT_FILE_LIMIT = 20_000
const DEPTH_LIMIT = 12

/** Lists a project folder (symlinks not followed, tool and environment folders skipped), up to a file limit. */
export async function snapshotFolder(root: string, limit = SNAPSHOT_FILE_LIMIT): Promise<FolderSnapshot> {
  const files: FolderSnapshot['files'] = new Map()
  let truncated = false
  const walk = async (folder: string, depth: number): Promise<void> => {
    let entries: Dirent[]
    try {
      entries = await readdir(folder, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      if (files.size >= limit) {
        truncated = true
        return
      }
      const path = join(folder, entry.name)
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name) && depth < DEPTH_LIMIT) await walk(path, depth + 1)
      } else if (entry.isFile()) {
        try {
          const stats = await stat(path)
          files.set(relative(root, path), { size: stats.size, mtimeMs: stats.mtimeMs })
        } catch {
          // Gone between the listing and the look.
        }
      }
    }
  }
  await walk(root, 0)
  return { files, truncated }
}
