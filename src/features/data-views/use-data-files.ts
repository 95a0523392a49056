import { useEffect, useState } from 'react'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import type { FileSource } from '../../../electron/shared/contract/commands/files'
import type { DataTable } from '../../../electron/shared/domain/data-table'
import { describeError } from '../../data/describe-error'
import { useCommand } from '../../data/use-command'
import { useCommandCall } from '../../data/use-command-call'
import { useCommandMutation } from '../../data/use-command-mutation'

/** Bytes from the engine's base64. */
export function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

interface Loaded<T> {
  value: T | null
  error: string | null
}

function loaded<T>(query: { data: T | undefined; error: unknown }): Loaded<T> {
  return { value: query.data ?? null, error: query.error ? describeError(query.error) : null }
}

interface FileBlob {
  url: string
  mediaType: string
  name: string
  bytes: Uint8Array<ArrayBuffer>
}

/** A project file or a file-backed artifact as a blob: URL (images are shown through blob:, never file://). */
export function useFileBlob(sessionId: string, source: FileSource | null): Loaded<FileBlob> {
  const path = source && 'path' in source ? source.path : null
  const artifact = source && 'artifactId' in source ? source : null
  const projectFile = useCommand(
    'project.readFile',
    { sessionId, path: path ?? '' },
    { enabled: path !== null, cached: false },
  )
  const artifactFile = useCommand(
    'artifact.file',
    { sessionId, id: artifact?.artifactId ?? '', ...(artifact?.version ? { version: artifact.version } : {}) },
    { enabled: artifact !== null, cached: false },
  )
  const answer = path !== null ? projectFile : artifactFile
  const file = source ? answer.data : undefined
  const [blob, setBlob] = useState<FileBlob>()
  useEffect(() => {
    setBlob(undefined)
    if (!file) return
    const bytes = decodeBase64(file.base64)
    const url = URL.createObjectURL(new Blob([bytes], { type: file.mediaType }))
    setBlob({ url, mediaType: file.mediaType, name: file.name, bytes })
    return () => URL.revokeObjectURL(url)
  }, [file])
  return loaded({ data: blob, error: source ? answer.error : null })
}

export function useDataTable(sessionId: string, source: FileSource, hdu?: number): Loaded<DataTable> {
  return loaded(
    useCommand('table.read', { sessionId, source, ...(hdu === undefined ? {} : { hdu }) }, { cached: false }),
  )
}

export function useFitsDescription(sessionId: string, source: FileSource): Loaded<CommandOutput<'fits.describe'>> {
  return loaded(useCommand('fits.describe', { sessionId, source }, { cached: false }))
}

export function useFitsImage(
  sessionId: string,
  source: FileSource,
  hdu: number | null,
): Loaded<CommandOutput<'fits.image'>> {
  return loaded(
    useCommand(
      'fits.image',
      { sessionId, source, hdu: hdu ?? 0, maxSide: 1024 },
      { enabled: hdu !== null, cached: false },
    ),
  )
}

/** The commands a data view runs on the user's click. */
export function useDataFileActions(sessionId: string) {
  const { mutateAsync: openFile } = useCommandCall('project.openExternally')
  const { mutateAsync: makeArtifact } = useCommandMutation('artifact.fromFile')
  return {
    openExternally: (path: string) => openFile({ sessionId, path }),
    asArtifact: (path: string) => makeArtifact({ sessionId, path }),
  }
}
