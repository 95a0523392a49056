import type { ArtifactView } from '../../../electron/shared/contract/commands/artifact'

const extensions: Record<string, string> = {
  'text/markdown': 'md',
  'text/plain': 'txt',
  'text/x-python': 'py',
  'text/x-latex': 'tex',
  'application/json': 'json',
  'text/csv': 'csv',
}

export function exportFileName(artifact: Pick<ArtifactView, 'id' | 'contentType'>): string {
  return `${artifact.id}.${extensions[artifact.contentType] ?? 'txt'}`
}

/** Saves data as a file through the browser's download (Electron shows its save dialog). */
export function downloadBytes(data: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}

export function downloadArtifact(artifact: ArtifactView): void {
  downloadBytes(artifact.content, exportFileName(artifact), `${artifact.contentType};charset=utf-8`)
}
