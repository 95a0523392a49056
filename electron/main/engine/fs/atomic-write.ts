import { randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import { copyFile, type FileHandle, link, lstat, mkdir, open, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { anchoredPath, descriptorPath } from './descriptor-path'
import { translateOpenError } from './open-errors'
import type { PathSandbox, ResolvedPath } from './path-sandbox'
import { SandboxError } from './sandbox-error'

interface WriteOutcome {
  bytes: number
  created: boolean
}

const DIRECTORY_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW
const TEMP_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW

/**
 * Writes a resolved file atomically: a temp file in the same directory, fsync, rename over the target, fsync of the
 * directory. Every step goes through a descriptor of the parent directory opened with O_NOFOLLOW and verified after
 * opening (its real path read back from /proc, device and inode compared), so a directory swapped for a symlink
 * between the sandbox check and the write is detected and nothing lands outside the roots.
 */
export async function writeAtomic(
  sandbox: PathSandbox,
  resolved: ResolvedPath,
  content: string | Buffer,
): Promise<WriteOutcome> {
  sandbox.assertWritable(resolved)
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content
  if (data.length > sandbox.limits.maxWriteBytes) {
    throw new SandboxError(
      'too-large',
      `Refused to write ${data.length} bytes to ${resolved.displayPath}: the limit is ${sandbox.limits.maxWriteBytes}.`,
    )
  }
  const parent = dirname(resolved.realPath)
  const name = basename(resolved.realPath)
  if (resolved.kind === 'missing') await mkdir(parent, { recursive: true })
  const directory = await open(parent, DIRECTORY_FLAGS).catch((error: unknown) => {
    throw translateOpenError(error, resolved)
  })
  try {
    const directoryStats = await directory.stat()
    if (!directoryStats.isDirectory())
      throw translateOpenError(Object.assign(new Error(), { code: 'ENOTDIR' }), resolved)
    sandbox.assertInside(descriptorPath(directory.fd) ?? parent, resolved.requested)
    const target = anchoredPath(directory.fd, parent, name)
    const existing = await lstat(target).catch(() => null)
    if (existing && !existing.isFile()) {
      throw new SandboxError(
        'not-a-file',
        `Refused to write ${JSON.stringify(resolved.requested)}: it is no longer a regular file.`,
      )
    }
    const temp = anchoredPath(directory.fd, parent, `.${name}.${randomBytes(6).toString('hex')}.tmp`)
    const written = await writeTemp(temp, data, existing?.mode ?? 0o644)
    try {
      await rename(temp, target)
    } catch (error) {
      await unlink(temp).catch(() => undefined)
      throw error
    }
    await directory.sync()
    await confirmTarget(sandbox, resolved, target, written)
    return { bytes: data.length, created: existing === null }
  } finally {
    await directory.close()
  }
}

/** Writes and fsyncs a new file (O_EXCL, never following a symlink); a failed write leaves no file behind. */
async function writeTemp(temp: string, data: string | Uint8Array, mode: number): Promise<{ dev: number; ino: number }> {
  const handle: FileHandle = await open(temp, TEMP_FLAGS, mode & 0o777)
  try {
    await handle.writeFile(data)
    await handle.sync()
    const stats = await handle.stat()
    return { dev: stats.dev, ino: stats.ino }
  } catch (error) {
    await unlink(temp).catch(() => undefined)
    throw error
  } finally {
    await handle.close()
  }
}

const tempPathBeside = (path: string) => join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`)

/** Flushes a directory's entries (a rename or link in it), where the platform allows opening a directory. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, DIRECTORY_FLAGS).catch(() => null)
  if (!handle) return
  try {
    await handle.sync().catch(() => undefined)
  } finally {
    await handle.close()
  }
}

/**
 * Writes a whole file atomically, for the engine's own files: a temp file in the same directory, fsync, rename over
 * the target (or, with `replace: false`, a hard link that fails with EEXIST when the target exists), fsync of the
 * directory. Readers see the old file or the new one, never half of one; a failure leaves no temp file behind.
 */
export async function writeFileAtomic(
  path: string,
  content: string | Uint8Array,
  options: { mode?: number; replace?: boolean } = {},
): Promise<void> {
  const temp = tempPathBeside(path)
  await writeTemp(temp, content, options.mode ?? 0o644)
  try {
    if (options.replace === false) await link(temp, path)
    else await rename(temp, path)
  } finally {
    await unlink(temp).catch(() => undefined)
  }
  await syncDirectory(dirname(path))
}

/**
 * Moves a finished file (a download's `.part`, a copy) into place atomically: fsync of its content, rename over the
 * target in the same directory, fsync of the directory.
 */
export async function commitFile(finished: string, target: string): Promise<void> {
  const handle = await open(finished, constants.O_RDONLY | constants.O_NOFOLLOW)
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(finished, target)
  await syncDirectory(dirname(target))
}

/** Moves a file into place, across file systems too (a copy beside the target, committed, then the source removed). */
export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to)
  } catch {
    const temp = tempPathBeside(to)
    try {
      await copyFile(from, temp, constants.COPYFILE_EXCL)
      await commitFile(temp, to)
    } catch (error) {
      await unlink(temp).catch(() => undefined)
      throw error
    }
    await unlink(from).catch(() => undefined)
  }
}

/** After the rename, the target must be the very inode that was written, and still inside the roots. */
async function confirmTarget(
  sandbox: PathSandbox,
  resolved: ResolvedPath,
  target: string,
  written: { dev: number; ino: number },
): Promise<void> {
  const handle = await open(target, constants.O_RDONLY | constants.O_NOFOLLOW).catch((error: unknown) => {
    throw translateOpenError(error, resolved)
  })
  try {
    const stats = await handle.stat()
    if (stats.dev !== written.dev || stats.ino !== written.ino) {
      throw new SandboxError(
        'changed-during-operation',
        `${JSON.stringify(resolved.requested)} was replaced by another process during the write; check it and retry.`,
      )
    }
    sandbox.assertInside(descriptorPath(handle.fd) ?? resolved.realPath, resolved.requested)
  } finally {
    await handle.close()
  }
}
