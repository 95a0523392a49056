import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist'

GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.mjs', import.meta.url).href

/** Bytes from the engine's base64. */
export function decodeBase64(base64: string): Uint8Array {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/**
 * Opens a PDF from memory. The strict CSP forbids eval, so pdf.js must not compile fonts or functions; nothing is
 * fetched (no remote fonts, no cMaps from the network).
 */
export function loadPdf(bytes: Uint8Array): { promise: Promise<PDFDocumentProxy>; destroy: () => Promise<void> } {
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    useSystemFonts: true,
    disableFontFace: false,
    enableXfa: false,
    stopAtErrors: false,
  })
  return { promise: task.promise, destroy: () => task.destroy() }
}

export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist'
