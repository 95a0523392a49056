import { isFileBackedContentType, mediaTypeOf, tableContentTypes } from '../../../shared/domain/media-types'
import { ArtifactError } from '../artifacts/artifact'
import { type ArtifactFiles, descriptorContent } from '../artifacts/artifact-files'
import type { ArtifactManager } from '../artifacts/artifact-manager'
import type { FileAccess } from './file-access'
import { fileArtifactId } from './file-artifact-id'

/** What a file artifact may be read from at once. */
export const FILE_ARTIFACT_BYTES = 256 * 1024 * 1024

/**
 * A project file as an artifact: a table (CSV, TSV, ECSV, VOTable) keeps its text; an image, a PDF or a FITS file is
 * copied into the data dir under its hash, so later versions of the file do not change this one.
 */
export async function createFileArtifact(
  deps: { files: FileAccess; artifacts: ArtifactManager; artifactFiles: ArtifactFiles },
  request: { sessionId: string; runId: string; path: string; title?: string | undefined; source: 'user' | 'agent' },
) {
  const file = await deps.files.readPath(request.sessionId, request.path, FILE_ARTIFACT_BYTES)
  const media = mediaTypeOf(file.name)
  const isTable = tableContentTypes.has(media.type)
  if (!isTable && !isFileBackedContentType(media.type)) {
    throw new ArtifactError(`${file.name} is not an image, table (CSV, TSV, ECSV, VOTable), PDF or FITS file.`)
  }
  const content = isTable
    ? file.bytes.toString('utf8')
    : descriptorContent(await deps.artifactFiles.put(file.bytes, file.name))
  return deps.artifacts.create({
    sessionId: request.sessionId,
    runId: request.runId,
    id: fileArtifactId(file.name),
    title: request.title?.trim() || file.displayPath,
    contentType: media.type,
    content,
    source: request.source,
  })
}
