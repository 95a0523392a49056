/**
 * Why a PDF could not be read, as a code the renderer translates (`library.pdfError.<code>` with `params`) and an
 * English message for the model and the log.
 */
export type PdfReadErrorCode =
  | 'pdf-unreadable'
  | 'pdf-password'
  | 'pdf-too-slow'
  | 'pdf-decoded-too-large'
  | 'pdf-reader-stopped'

export class PdfReadError extends Error {
  constructor(
    readonly code: PdfReadErrorCode,
    message: string,
    readonly params: Record<string, string> = {},
    cause?: unknown,
  ) {
    super(message, { cause })
    this.name = 'PdfReadError'
  }
}

export function tooSlow(seconds: number): PdfReadError {
  return new PdfReadError(
    'pdf-too-slow',
    `Reading this PDF took longer than ${seconds} s and was stopped; the file is likely built to stall readers or damaged. Nothing was changed; open it in a PDF viewer and save a fresh copy, then import that.`,
    { seconds: String(seconds) },
  )
}

export function decodedTooLarge(megabytes: number): PdfReadError {
  return new PdfReadError(
    'pdf-decoded-too-large',
    `This PDF's compressed data expands past ${megabytes} MB, far beyond what a paper needs, so reading stopped before it exhausted memory. Nothing was changed; open it in a PDF viewer and save a fresh copy, then import that.`,
    { megabytes: String(megabytes) },
  )
}

export function readerStopped(reason: string): PdfReadError {
  return new PdfReadError(
    'pdf-reader-stopped',
    `The PDF reader stopped (${reason}). Nothing was changed; try again, and if it stops again the file is likely damaged.`,
    { reason },
  )
}
