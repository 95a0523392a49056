/** What the window can show of a file or an artifact. */
export type MediaKind = 'image' | 'pdf' | 'table' | 'fits' | 'text' | 'other'

interface MediaType {
  type: string
  kind: MediaKind
}

const byExtension: Record<string, MediaType> = {
  png: { type: 'image/png', kind: 'image' },
  jpg: { type: 'image/jpeg', kind: 'image' },
  jpeg: { type: 'image/jpeg', kind: 'image' },
  gif: { type: 'image/gif', kind: 'image' },
  webp: { type: 'image/webp', kind: 'image' },
  svg: { type: 'image/svg+xml', kind: 'image' },
  pdf: { type: 'application/pdf', kind: 'pdf' },
  csv: { type: 'text/csv', kind: 'table' },
  tsv: { type: 'text/tab-separated-values', kind: 'table' },
  ecsv: { type: 'text/x-ecsv', kind: 'table' },
  vot: { type: 'application/x-votable+xml', kind: 'table' },
  votable: { type: 'application/x-votable+xml', kind: 'table' },
  fits: { type: 'application/fits', kind: 'fits' },
  fit: { type: 'application/fits', kind: 'fits' },
  fts: { type: 'application/fits', kind: 'fits' },
  'fits.gz': { type: 'application/fits', kind: 'fits' },
  'fit.gz': { type: 'application/fits', kind: 'fits' },
  txt: { type: 'text/plain', kind: 'text' },
  md: { type: 'text/markdown', kind: 'text' },
  py: { type: 'text/x-python', kind: 'text' },
  json: { type: 'application/json', kind: 'text' },
  tex: { type: 'text/x-latex', kind: 'text' },
  log: { type: 'text/plain', kind: 'text' },
}

/** The media type and kind of a file by its name (`.fits.gz` counts as FITS); `other` for names it does not know. */
export function mediaTypeOf(fileName: string): MediaType {
  const lower = fileName.toLowerCase()
  const double = lower.match(/\.([a-z]+\.gz)$/)?.[1]
  if (double && byExtension[double]) return byExtension[double]
  const single = lower.match(/\.([a-z0-9]+)$/)?.[1]
  return (single && byExtension[single]) || { type: 'application/octet-stream', kind: 'other' }
}

/** The kind of an artifact's content type. */
export function kindOfContentType(contentType: string): MediaKind {
  if (contentType.startsWith('image/')) return 'image'
  if (contentType === 'application/pdf') return 'pdf'
  if (contentType === 'application/fits') return 'fits'
  if (tableContentTypes.has(contentType)) return 'table'
  return 'text'
}

export const tableContentTypes: ReadonlySet<string> = new Set([
  'text/csv',
  'text/tab-separated-values',
  'text/x-ecsv',
  'application/x-votable+xml',
])

/**
 * Artifacts whose bytes live in a file of the data dir (images, PDFs, FITS); their stored content is a small JSON
 * descriptor. Every other artifact is text kept in the database.
 */
export function isFileBackedContentType(contentType: string): boolean {
  const kind = kindOfContentType(contentType)
  return kind === 'image' || kind === 'pdf' || kind === 'fits'
}
