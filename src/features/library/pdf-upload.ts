import { MAX_PDF_UPLOAD_BYTES } from '../../../electron/shared/contract/commands/library-add'
import type { Transport } from '../../../electron/shared/contract/transport'
import type { AddJob } from '../../../electron/shared/domain/library-add'

/** A file the window will not send, with the reason as an i18n key under `library.pdf`. */
export class PdfFileRefused extends Error {
  constructor(
    readonly fileName: string,
    readonly reason: 'notPdf' | 'tooLarge',
  ) {
    super(`${fileName}: ${reason}`)
  }
}

export function isPdfFile(file: File): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')
}

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  const chunk = 0x8000
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk))
  }
  return btoa(binary)
}

/** Sends one local PDF to the engine: added as a new paper, or attached to `paperId`. */
export async function uploadPdf(transport: Transport, file: File, paperId?: string): Promise<AddJob> {
  if (!isPdfFile(file)) throw new PdfFileRefused(file.name, 'notPdf')
  if (file.size > MAX_PDF_UPLOAD_BYTES) throw new PdfFileRefused(file.name, 'tooLarge')
  const input = { fileName: file.name, base64: await base64Of(file) }
  const { job } = paperId
    ? await transport.invoke('paper.attachPdf', { paper: paperId, ...input })
    : await transport.invoke('library.addPdf', input)
  return job
}

export const maxPdfMegabytes = MAX_PDF_UPLOAD_BYTES / 1024 / 1024
