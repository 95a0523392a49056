import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

/** Whether commands can run inside an OS sandbox here, and if not, why (shown in the permission dialog). */
export type OsSandboxStatus =
  | { available: true; kind: 'bubblewrap' | 'seatbelt' }
  | { available: false; reason: 'unsupported-platform'; platform: string }
  | { available: false; reason: 'missing-programs'; programs: string[] }

function onPath(program: string, path: string): boolean {
  return path.split(delimiter).some((dir) => {
    if (dir === '') return false
    try {
      accessSync(join(dir, program), constants.X_OK)
      return true
    } catch {
      return false
    }
  })
}

/**
 * Linux needs bubblewrap (the namespaces) and socat (the bridge to the filtering proxy); macOS has sandbox-exec;
 * Windows has no sandbox this app can use.
 */
export function osSandboxStatus(
  platform: string = process.platform,
  path: string = process.env.PATH ?? '',
): OsSandboxStatus {
  if (platform === 'darwin') {
    return onPath('sandbox-exec', `/usr/bin${delimiter}${path}`)
      ? { available: true, kind: 'seatbelt' }
      : { available: false, reason: 'missing-programs', programs: ['sandbox-exec'] }
  }
  if (platform !== 'linux') return { available: false, reason: 'unsupported-platform', platform }
  const programs = ['bwrap', 'socat'].filter((program) => !onPath(program, path))
  return programs.length === 0
    ? { available: true, kind: 'bubblewrap' }
    : { available: false, reason: 'missing-programs', programs }
}
