import type { ResolvedPath } from './path-sandbox'
import { SandboxError } from './sandbox-error'

/** Turns the errors of an open that refused to follow a swapped-in symlink into the sandbox's own error. */
export function translateOpenError(error: unknown, resolved: ResolvedPath): unknown {
  const code = error instanceof Error && 'code' in error ? error.code : undefined
  if (code === 'ELOOP' || code === 'ENOTDIR') {
    return new SandboxError(
      'changed-during-operation',
      `Refused ${JSON.stringify(resolved.requested)}: a symbolic link appeared in the path while it was being used. ` +
        'Nothing was written; check the folder and try again.',
    )
  }
  if (code === 'ENOENT') {
    return new SandboxError('not-found', `${JSON.stringify(resolved.requested)} disappeared while it was being used.`)
  }
  return error
}
