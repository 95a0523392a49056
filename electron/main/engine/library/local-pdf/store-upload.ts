import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { MAX_PDF_UPLOAD_BYTES } from '../../../../shared/contract/commands/library-add'
import { writeFileAtomic } from '../../fs/atomic-write'
import { sniffContent } from '../download/pdf-sniff'

/** A PDF the user gave (upload, dialog, drop) refused before anything is stored. */
export class UploadRefusedError extends Error {
  constructor(
    readonly code: 'not-pdf' | 'too-large' | 'empty',
    message: string,
  ) {
    super(message)
    this.name = 'UploadRefusedError'
  }
}

/** A file name safe to keep on disk: no folders, only ordinary characters, and ending in `.pdf`. */
export function safePdfName(fileName: string): string {
  const base = fileName.split(/[\\/]/u).pop() ?? ''
  const cleaned = base
    .replace(/\.pdf$/iu, '')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .trim()
    .slice(0, 120)
  return `${cleaned || 'paper'}.pdf`
}

/**
 * Checks the bytes are a PDF within the size limit and writes them (atomically) under `<libraryDir>/uploads`, where
 * the inbox watcher never looks; returns the stored path.
 */
export async function storeUpload(libraryDir: string, fileName: string, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength === 0) throw new UploadRefusedError('empty', `"${fileName}" is empty.`)
  if (bytes.byteLength > MAX_PDF_UPLOAD_BYTES) {
    throw new UploadRefusedError(
      'too-large',
      `"${fileName}" is ${Math.round(bytes.byteLength / 1024 / 1024)} MB; the limit is ${MAX_PDF_UPLOAD_BYTES / 1024 / 1024} MB. Put it in the inbox folder instead.`,
    )
  }
  if (sniffContent(bytes) !== 'pdf') {
    throw new UploadRefusedError('not-pdf', `"${fileName}" is not a PDF (it does not start with %PDF-).`)
  }
  const directory = join(libraryDir, 'uploads')
  await mkdir(directory, { recursive: true })
  const path = join(directory, `${randomUUID()}-${safePdfName(fileName)}`)
  await writeFileAtomic(path, bytes)
  return path
}
