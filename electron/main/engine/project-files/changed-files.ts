import { type MediaKind, mediaTypeOf } from '../../../shared/domain/media-types'
import type { FolderSnapshot } from './folder-snapshot'

interface ChangedFile {
  /** Relative to the project folder. */
  path: string
  change: 'created' | 'changed'
  size: number
  mediaType: string
  kind: MediaKind
}

/** Files that appeared or whose size or modification time moved between two snapshots, in path order. */
export function changedFiles(before: FolderSnapshot, after: FolderSnapshot): ChangedFile[] {
  const changed: ChangedFile[] = []
  for (const [path, now] of after.files) {
    const then = before.files.get(path)
    if (then && then.size === now.size && then.mtimeMs === now.mtimeMs) continue
    // A file past the first walk's limit may be old: it is reported only when the first walk was complete.
    if (!then && before.truncated) continue
    const media = mediaTypeOf(path)
    changed.push({
      path,
      change: then ? 'changed' : 'created',
      size: now.size,
      mediaType: media.type,
      kind: media.kind,
    })
  }
  return changed.sort((a, b) => a.path.localeCompare(b.path))
}

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The line the model reads after a tool's output. */
export function describeChangedFiles(files: readonly ChangedFile[], shown = 20): string {
  const listed = files
    .slice(0, shown)
    .map(
      (file) =>
        `${file.path} (${file.change}${file.kind === 'other' || file.kind === 'text' ? '' : `, ${file.kind}`}, ${sizeText(file.size)})`,
    )
  const more = files.length > shown ? `, and ${files.length - shown} more` : ''
  return `[Files created or changed in the project folder: ${listed.join(', ')}${more}. The user sees images and tables among them in the chat; view_image shows you an image.]`
}
