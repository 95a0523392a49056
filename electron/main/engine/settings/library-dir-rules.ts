import { realpathSync, statSync } from 'node:fs'
import { isAbsolute, join, parse, relative, resolve, sep } from 'node:path'

function realOrResolved(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return resolve(path)
  }
}

const isWithin = (parent: string, child: string) => {
  const path = relative(parent, child)
  return path === '' || (!path.startsWith(`..${sep}`) && path !== '..' && !isAbsolute(path))
}

/**
 * Why `libraryDir` cannot be the paper library, or undefined. The library folder is open to the file tools, so it
 * may not be the filesystem root, the data folder (database, logs, headless secrets) or a folder holding it; inside
 * the data folder only its own `library` folder is allowed. It must be an existing folder (symlinks resolved).
 */
export function libraryDirProblem(libraryDir: string, dataDir: string): string | undefined {
  if (libraryDir === '') return undefined
  if (!isAbsolute(libraryDir)) return `libraryDir: "${libraryDir}" must be an absolute path`
  const real = realOrResolved(libraryDir)
  const data = realOrResolved(dataDir)
  if (parse(real).root === real) return `libraryDir: "${libraryDir}" is the root of the file system; choose a folder`
  if (isWithin(real, data)) {
    return `libraryDir: "${libraryDir}" holds the data folder ${dataDir} (database, logs, keys); choose another folder`
  }
  if (isWithin(data, real) && !isWithin(join(data, 'library'), real)) {
    return `libraryDir: "${libraryDir}" lies inside the data folder; leave it empty to use ${join(dataDir, 'library')}`
  }
  try {
    if (!statSync(real).isDirectory()) return `libraryDir: "${libraryDir}" is not a folder`
  } catch {
    return `libraryDir: "${libraryDir}" does not exist; create the folder first, then choose it`
  }
  return undefined
}
