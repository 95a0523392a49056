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

/** Saves the artifact as a file through the browser's download (Electron shows its save dialog). */
export function downloadArtifact(artifact: ArtifactView): void {
  const blob = new Blob([artifact.content], { type: `${artifact.contentType};charset=utf-8` })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = exportFileName(artifact)
  link.click()
  URL.revokeObjectURL(url)
}
