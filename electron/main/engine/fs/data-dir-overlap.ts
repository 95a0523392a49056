import { realpathSync } from 'node:fs'
import { resolve } from 'node:path'
import { isSameOrInside } from './path-containment'

function realOrResolved(path: string): string {
  try {
    return realpathSync.native(path)
  } catch {
    return resolve(path)
  }
}

/**
 * How a folder opened to the file tools would overlap the data folder (database, logs, the keys in secrets.json):
 * it is the data folder or holds it, or it lies inside it; undefined when they are apart. Symlinks are resolved.
 */
export function dataDirOverlap(folder: string, dataDir: string): 'holds' | 'inside' | undefined {
  const real = realOrResolved(folder)
  const data = realOrResolved(dataDir)
  if (isSameOrInside(data, real)) return 'holds'
  if (isSameOrInside(real, data)) return 'inside'
  return undefined
}
