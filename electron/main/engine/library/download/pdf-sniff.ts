/** What the first bytes of a download say it is. */
type SniffResult = 'pdf' | 'html' | 'other'

/** `%PDF-` within the first 1024 bytes (the PDF spec allows leading junk); HTML by its opening tags. */
export function sniffContent(head: Uint8Array): SniffResult {
  const text = Buffer.from(head.subarray(0, 1024)).toString('latin1')
  if (text.includes('%PDF-')) return 'pdf'
  if (/^\s*(?:<!doctype html|<html|<head|<body|<\?xml|<!--|<script|<meta)/i.test(text)) return 'html'
  return 'other'
}
