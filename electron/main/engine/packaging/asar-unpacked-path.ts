import { existsSync } from 'node:fs'

const ARCHIVE_SEGMENT = /([\\/])app\.asar([\\/])/

/**
 * In a packaged app, modules resolve to paths inside `resources/app.asar`, which native loaders (dlopen for a SQLite
 * extension, a worker thread's script) cannot read. electron-builder's `asarUnpack` keeps such files as plain files
 * in `resources/app.asar.unpacked` at the same relative path; outside an archive the path is returned as it is.
 */
export function asarUnpackedPath(path: string): string {
  return path.replace(ARCHIVE_SEGMENT, '$1app.asar.unpacked$2')
}

/** The unpacked copy when there is one (a packaged app), else the path itself (sources, the built bundle, tests). */
export function loadablePath(path: string, exists: (candidate: string) => boolean = existsSync): string {
  const unpacked = asarUnpackedPath(path)
  return unpacked !== path && exists(unpacked) ? unpacked : path
}
