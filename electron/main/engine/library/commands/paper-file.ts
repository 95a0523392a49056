import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { LibraryService } from '../library-service'

/** The reader loads whole PDFs; anything larger than this is refused with a message instead of freezing the window. */
const MAX_READER_PDF_BYTES = 150 * 1024 * 1024

interface PaperFileBytes {
  paperId: string
  base64: string
  size: number
  sha256: string
}

/** Reads a downloaded paper's PDF for the reader, checking it is there and really a PDF. */
export async function readPaperFile(library: Pick<LibraryService, 'get' | 'context'>, paperId: string) {
  const paper = library.get(paperId)
  const file = library.context.content.file(paper.id, 'pdf')
  if (!file || paper.downloadStatus !== 'downloaded') {
    throw new Error(`"${paper.title}" has no downloaded PDF yet. Download it first.`)
  }
  if (file.size > MAX_READER_PDF_BYTES) {
    throw new Error(`The PDF is ${Math.round(file.size / 1048576)} MiB, too large for the reader. Open it outside.`)
  }
  const path = resolve(library.context.libraryDir, file.path)
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch {
    throw new Error(`The PDF of "${paper.title}" is missing from ${path}. Download it again.`)
  }
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new Error(`The file stored for "${paper.title}" is not a PDF. Download it again.`)
  }
  const result: PaperFileBytes = {
    paperId: paper.id,
    base64: bytes.toString('base64'),
    size: bytes.length,
    sha256: file.sha256,
  }
  return result
}
