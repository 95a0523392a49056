import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The Electron binary the `electron` package downloaded, or null. Read from the package's path.txt rather than by
 * requiring the package, which would try to download a missing binary.
 */
export function findElectronBinary(): string | null {
  let packageDir: string
  try {
    packageDir = dirname(require.resolve('electron/package.json'))
  } catch {
    return null
  }
  const pathFile = join(packageDir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim())
  return existsSync(binary) ? binary : null
}
