import { constants } from 'node:fs'
import { open } from 'node:fs/promises'
import { descriptorPath } from './descriptor-path'
import { translateOpenError } from './open-errors'
import type { PathSandbox, ResolvedPath } from './path-sandbox'
import { SandboxError } from './sandbox-error'

interface VerifiedFile {
  content: Buffer
  mtimeMs: number
  size: number
}

/**
 * Reads a resolved file through a descriptor opened without following a final symlink and without blocking on a
 * FIFO, then checks what was opened: a regular file with one name (a hard link can expose a file outside the
 * roots under a name inside them), still inside the roots, within the read size cap.
 */
export async function readVerified(
  sandbox: PathSandbox,
  resolved: ResolvedPath,
  maxBytes = sandbox.limits.maxReadBytes,
): Promise<VerifiedFile> {
  const handle = await open(resolved.realPath, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(
    (error: unknown) => {
      throw translateOpenError(error, resolved)
    },
  )
  try {
    const stats = await handle.stat()
    if (!stats.isFile()) {
      throw new SandboxError('special-file', `Refused ${JSON.stringify(resolved.requested)}: it is not a regular file.`)
    }
    if (stats.nlink > 1) {
      throw new SandboxError(
        'hard-link',
        `Refused ${JSON.stringify(resolved.requested)}: it is a hard link (${stats.nlink} names for one file), and ` +
          'its other names may lie outside the allowed folders. Copy the file into the project folder instead.',
      )
    }
    sandbox.assertInside(descriptorPath(handle.fd) ?? resolved.realPath, resolved.requested)
    if (stats.size > maxBytes) {
      throw new SandboxError(
        'too-large',
        `${resolved.displayPath} is ${stats.size} bytes, over the ${maxBytes}-byte read limit. ` +
          'Search it with grep_files, or use run_bash with head/sed to look at a part.',
      )
    }
    const content = await handle.readFile()
    return { content, mtimeMs: stats.mtimeMs, size: stats.size }
  } finally {
    await handle.close()
  }
}
