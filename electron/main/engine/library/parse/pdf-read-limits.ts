/** What one read of one PDF may spend before it is stopped. */
export interface PdfReadLimits {
  /** Wall time for the whole read, from the moment a reader thread takes it. */
  deadlineMs: number
  /** Bytes pdfjs may decode from the file's streams, per reader thread. */
  decodedBytes: number
}

const MIB = 2 ** 20

/**
 * Limits that follow the file's size: a paper's streams decode to a few times its size (fonts and page content), a
 * long book reads in well under a minute. A Flate bomb expands a thousandfold; a file that stalls pdfjs never ends.
 */
export function limitsForPdf(byteLength: number): PdfReadLimits {
  const megabytes = byteLength / MIB
  return {
    deadlineMs: Math.round(Math.min(300_000, 60_000 + 5_000 * megabytes)),
    decodedBytes: Math.round(Math.min(768 * MIB, Math.max(192 * MIB, 32 * byteLength))),
  }
}
