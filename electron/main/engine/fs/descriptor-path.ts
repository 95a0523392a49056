import { existsSync, readlinkSync } from 'node:fs'

const PROC_FD = '/proc/self/fd'
const hasProcFd = existsSync(PROC_FD)

/**
 * Where an open descriptor really is, read back from /proc on Linux; null where /proc is missing (macOS), in which
 * case callers fall back to comparing device and inode numbers.
 */
export function descriptorPath(fd: number): string | null {
  if (!hasProcFd) return null
  const target = readlinkSync(`${PROC_FD}/${fd}`)
  return target.endsWith(' (deleted)') ? `${PROC_FD}/deleted` : target
}

/** A path that names entries relative to an open directory descriptor (openat semantics through /proc on Linux). */
export function anchoredPath(directoryFd: number, fallbackDirectory: string, name: string): string {
  return hasProcFd ? `${PROC_FD}/${directoryFd}/${name}` : `${fallbackDirectory}/${name}`
}
