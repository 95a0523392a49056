import { useEffect, useState } from 'react'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import type { FileSource } from '../../../electron/shared/contract/commands/files'
import type { DataTable } from '../../../electron/shared/domain/data-table'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

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

/** One command's answer for as long as its input stays the same; every data view's transport call goes through here. */
function useAnswer<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ value: null, error: null })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads
  useEffect(() => {
    if (key === null) return
    let live = true
    setState({ value: null, error: null })
    load().then(
      (value) => live && setState({ value, error: null }),
      (failure: unknown) => live && setState({ value: null, error: describeError(failure) }),
    )
    return () => {
      live = false
    }
  }, [key])
  return state
}

interface FileBlob {
  url: string
  mediaType: string
  name: string
  bytes: Uint8Array<ArrayBuffer>
}

/** A project file or a file-backed artifact as a blob: URL (images are shown through blob:, never file://). */
export function useFileBlob(sessionId: string, source: FileSource | null): Loaded<FileBlob> {
  const transport = useTransport()
  const key = source ? JSON.stringify([sessionId, source]) : null
  const loaded = useAnswer(key, async () => {
    if (!source) throw new Error('no file')
    const answer =
      'path' in source
        ? await transport.invoke('project.readFile', { sessionId, path: source.path })
        : await transport.invoke('artifact.file', {
            sessionId,
            id: source.artifactId,
            ...(source.version ? { version: source.version } : {}),
          })
    const bytes = decodeBase64(answer.base64)
    return {
      url: URL.createObjectURL(new Blob([bytes], { type: answer.mediaType })),
      mediaType: answer.mediaType,
      name: answer.name,
      bytes,
    }
  })
  useEffect(() => {
    const url = loaded.value?.url
    return () => {
      if (url) URL.revokeObjectURL(url)
    }
  }, [loaded.value])
  return loaded
}

export function useDataTable(sessionId: string, source: FileSource, hdu?: number): Loaded<DataTable> {
  const transport = useTransport()
  return useAnswer(JSON.stringify([sessionId, source, hdu]), () =>
    transport.invoke('table.read', { sessionId, source, ...(hdu === undefined ? {} : { hdu }) }),
  )
}

export function useFitsDescription(sessionId: string, source: FileSource): Loaded<CommandOutput<'fits.describe'>> {
  const transport = useTransport()
  return useAnswer(JSON.stringify([sessionId, source]), () => transport.invoke('fits.describe', { sessionId, source }))
}

export function useFitsImage(
  sessionId: string,
  source: FileSource,
  hdu: number | null,
): Loaded<CommandOutput<'fits.image'>> {
  const transport = useTransport()
  return useAnswer(hdu === null ? null : JSON.stringify([sessionId, source, hdu]), () =>
    transport.invoke('fits.image', { sessionId, source, hdu: hdu ?? 0, maxSide: 1024 }),
  )
}

/** The commands a data view runs on the user's click. */
export function useDataFileActions(sessionId: string) {
  const transport = useTransport()
  return {
    openExternally: (path: string) => transport.invoke('project.openExternally', { sessionId, path }),
    asArtifact: (path: string) => transport.invoke('artifact.fromFile', { sessionId, path }),
  }
}
