import { basename } from 'node:path'
import type { FileSource } from '../../../shared/contract/commands/files'
import { isFileBackedContentType, mediaTypeOf } from '../../../shared/domain/media-types'
import type { ArtifactFiles } from '../artifacts/artifact-files'
import type { ArtifactManager } from '../artifacts/artifact-manager'
import type { SessionSandbox } from '../fs/path-sandbox'
import { readVerified } from '../fs/verified-read'

interface ReadFile {
  /** Relative to the project folder when inside it, else absolute. */
  displayPath: string
  realPath: string
  name: string
  bytes: Buffer
  modifiedAt: number
}

interface SourceBytes {
  name: string
  mediaType: string
  bytes: Buffer
}

/**
 * Reads what the window and the tools show: files of a session's folders through its path sandbox (symlinks
 * resolved, special files and hard links refused, a size cap), and artifacts (file-backed ones from the data dir).
 */
export function createFileAccess(deps: {
  sandbox: SessionSandbox
  artifacts: ArtifactManager
  artifactFiles: ArtifactFiles
}) {
  async function readPath(sessionId: string, path: string, maxBytes: number): Promise<ReadFile> {
    const sandbox = deps.sandbox(sessionId)
    const resolved = sandbox.resolve(path, 'read')
    const file = await readVerified(sandbox, resolved, maxBytes)
    return {
      displayPath: resolved.displayPath,
      realPath: resolved.realPath,
      name: basename(resolved.realPath),
      bytes: file.content,
      modifiedAt: file.mtimeMs,
    }
  }

  async function readSource(sessionId: string, source: FileSource, maxBytes: number): Promise<SourceBytes> {
    if ('path' in source) {
      const file = await readPath(sessionId, source.path, maxBytes)
      return { name: file.name, mediaType: mediaTypeOf(file.name).type, bytes: file.bytes }
    }
    const artifact = deps.artifacts.get(sessionId, source.artifactId, source.version)
    if (!isFileBackedContentType(artifact.contentType)) {
      return { name: artifact.title, mediaType: artifact.contentType, bytes: Buffer.from(artifact.content, 'utf8') }
    }
    const descriptor = deps.artifactFiles.describe(artifact.content)
    return { name: descriptor.name, mediaType: artifact.contentType, bytes: await deps.artifactFiles.read(descriptor) }
  }

  return { readPath, readSource }
}

export type FileAccess = ReturnType<typeof createFileAccess>
