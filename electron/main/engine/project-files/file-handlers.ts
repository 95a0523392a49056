import { detailedError } from '../../../shared/contract/error-details'
import type { Handlers } from '../../../shared/contract/handlers'
import { CommandError } from '../../../shared/contract/transport'
import { TABLE_ROW_LIMIT } from '../../../shared/domain/data-table'
import { mediaTypeOf } from '../../../shared/domain/media-types'
import { ArtifactError } from '../artifacts/artifact'
import type { ArtifactFiles } from '../artifacts/artifact-files'
import type { ArtifactManager } from '../artifacts/artifact-manager'
import { readFits } from '../fits/fits-file'
import { FitsError } from '../fits/fits-header'
import { readFitsTable } from '../fits/fits-table'
import { describeFits, fitsImageView } from '../fits/fits-views'
import { SandboxError } from '../fs/sandbox-error'
import { TableFormatError } from '../tables/delimited-table'
import { readTable } from '../tables/read-table'
import { VoTableError } from '../tables/votable/read-votable'
import type { FileAccess } from './file-access'
import { createFileArtifact, FILE_ARTIFACT_BYTES } from './file-artifact'

type FileHandlers = Pick<
  Handlers,
  | 'project.readFile'
  | 'project.openExternally'
  | 'artifact.file'
  | 'artifact.fromFile'
  | 'table.read'
  | 'fits.describe'
  | 'fits.image'
>

const VIEW_BYTES = FILE_ARTIFACT_BYTES

async function asCommandError<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation()
  } catch (error) {
    if (error instanceof SandboxError) {
      throw new CommandError(error.code === 'too-large' ? 'file-too-large' : 'file-unreadable', error.message)
    }
    if (error instanceof ArtifactError) throw new CommandError('not-found', error.message)
    if (error instanceof FitsError || error instanceof TableFormatError || error instanceof VoTableError) {
      throw new CommandError('file-unreadable', error.message)
    }
    throw error
  }
}

export function createFileHandlers(deps: {
  files: FileAccess
  artifacts: ArtifactManager
  artifactFiles: ArtifactFiles
  openPath: ((path: string) => Promise<void>) | undefined
}): FileHandlers {
  const { files } = deps
  return {
    'project.readFile': ({ sessionId, path, maxBytes }) =>
      asCommandError(async () => {
        const file = await files.readPath(sessionId, path, maxBytes)
        const media = mediaTypeOf(file.name)
        return {
          path: file.displayPath,
          name: file.name,
          mediaType: media.type,
          kind: media.kind,
          size: file.bytes.byteLength,
          modifiedAt: file.modifiedAt,
          base64: file.bytes.toString('base64'),
        }
      }),
    'project.openExternally': ({ sessionId, path }) =>
      asCommandError(async () => {
        const { openPath } = deps
        if (!openPath) {
          throw detailedError('system-viewer-missing', {})
        }
        const file = await files.readPath(sessionId, path, VIEW_BYTES)
        await openPath(file.realPath)
        return { opened: true }
      }),
    'artifact.file': ({ sessionId, id, version }) =>
      asCommandError(async () => {
        const source = await files.readSource(
          sessionId,
          { artifactId: id, ...(version ? { version } : {}) },
          VIEW_BYTES,
        )
        return {
          name: source.name,
          mediaType: source.mediaType,
          size: source.bytes.byteLength,
          base64: source.bytes.toString('base64'),
        }
      }),
    'artifact.fromFile': ({ sessionId, path, title }) =>
      asCommandError(async () => {
        const { sessionId: _session, ...view } = await createFileArtifact(deps, {
          sessionId,
          runId: '',
          path,
          title,
          source: 'user',
        })
        return view
      }),
    'table.read': ({ sessionId, source, hdu }) =>
      asCommandError(async () => {
        const bytes = await files.readSource(sessionId, source, VIEW_BYTES)
        if (bytes.mediaType === 'application/fits') {
          const hdus = readFits(bytes.bytes)
          const table = hdu === undefined ? hdus.find((candidate) => candidate.kind === 'binary-table') : hdus[hdu]
          if (!table) throw new FitsError('The FITS file has no binary table.')
          return readFitsTable(table, TABLE_ROW_LIMIT)
        }
        return readTable(bytes.bytes.toString('utf8'), bytes.mediaType, TABLE_ROW_LIMIT)
      }),
    'fits.describe': ({ sessionId, source }) =>
      asCommandError(async () => describeFits((await files.readSource(sessionId, source, VIEW_BYTES)).bytes)),
    'fits.image': ({ sessionId, source, hdu, maxSide }) =>
      asCommandError(async () =>
        fitsImageView((await files.readSource(sessionId, source, VIEW_BYTES)).bytes, hdu, maxSide),
      ),
  }
}
