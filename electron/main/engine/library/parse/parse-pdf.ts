import { parsePdfInReaders } from './pdf-text-pool'
import type { ParsedPdf } from './pdf-text-protocol'

export type { ParsedPdf } from './pdf-text-protocol'

/**
 * PDF bytes → Markdown with page anchors, per-page text and sections, read and laid out in the reader threads under
 * the read's deadline and text budget. Throws PdfReadError for unreadable files and files over a limit.
 */
export function parsePdf(bytes: Uint8Array, options: { signal?: AbortSignal } = {}): Promise<ParsedPdf> {
  return parsePdfInReaders(bytes, { signal: options.signal })
}
