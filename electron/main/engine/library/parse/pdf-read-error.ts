/**
 * Why a PDF could not be read, as a code the renderer translates (`library.pdfError.<code>` with `params`) and an
 * English message for the model and the log.
 */
export type PdfReadErrorCode =
  | 'pdf-unreadable'
  | 'pdf-password'
  | 'pdf-too-slow'
  | 'pdf-decoded-too-large'
  | 'pdf-text-over-budget'
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

export function textOverBudget(page: number): PdfReadError {
  return new PdfReadError(
    'pdf-text-over-budget',
    `This PDF draws far more text than a paper holds (reading stopped at page ${page}, past the reader's limit of text per page or per document), so it was not read, to keep the app from freezing. Nothing was changed; open it in a PDF viewer, save a fresh copy and import that.`,
    { page: String(page) },
  )
}

export function readerStopped(reason: string): PdfReadError {
  return new PdfReadError(
    'pdf-reader-stopped',
    `The PDF reader stopped (${reason}). Nothing was changed; try again, and if it stops again the file is likely damaged.`,
    { reason },
  )
}
