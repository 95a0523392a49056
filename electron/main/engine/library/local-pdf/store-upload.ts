import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, open } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { MAX_PDF_UPLOAD_BYTES } from '../../../../shared/contract/commands/library-add'
import { commitFile, writeFileAtomic } from '../../fs/atomic-write'
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
function safePdfName(fileName: string): string {
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
  const path = await uploadPath(libraryDir, fileName)
  await writeFileAtomic(path, bytes)
  return path
}

async function uploadPath(libraryDir: string, fileName: string): Promise<string> {
  const directory = join(libraryDir, 'uploads')
  await mkdir(directory, { recursive: true })
  return join(directory, `${randomUUID()}-${safePdfName(fileName)}`)
}

/**
 * A copy, under `<libraryDir>/uploads`, of a PDF the user picked in the system's file dialog; the file itself is left
 * where it is. Any size is taken (nothing goes through the window), but it must be a PDF.
 */
export async function storePickedFile(libraryDir: string, path: string): Promise<string> {
  const fileName = basename(path)
  const file = await open(path, 'r')
  let head: Uint8Array
  try {
    const buffer = new Uint8Array(1024)
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0)
    head = buffer.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
  if (head.byteLength === 0) throw new UploadRefusedError('empty', `"${fileName}" is empty.`)
  if (sniffContent(head) !== 'pdf') {
    throw new UploadRefusedError('not-pdf', `"${fileName}" is not a PDF (it does not start with %PDF-).`)
  }
  const stored = await uploadPath(libraryDir, fileName)
  await copyFile(path, `${stored}.partial`)
  await commitFile(`${stored}.partial`, stored)
  return stored
}
