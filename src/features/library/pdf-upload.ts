import { useCallback } from 'react'
import { MAX_PDF_UPLOAD_BYTES } from '../../../electron/shared/contract/commands/library-add'
import type { AddJob } from '../../../electron/shared/domain/library-add'
import { useCommandMutation } from '../../data/use-command-mutation'

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

/** Sends local PDFs to the engine: each added as a new paper, or attached to `paperId`. */
export function usePdfUpload(paperId?: string): (file: File) => Promise<AddJob> {
  const { mutateAsync: attach } = useCommandMutation('paper.attachPdf')
  const { mutateAsync: add } = useCommandMutation('library.addPdf')
  return useCallback(
    async (file: File) => {
      if (!isPdfFile(file)) throw new PdfFileRefused(file.name, 'notPdf')
      if (file.size > MAX_PDF_UPLOAD_BYTES) throw new PdfFileRefused(file.name, 'tooLarge')
      const input = { fileName: file.name, base64: await base64Of(file) }
      const { job } = paperId ? await attach({ paper: paperId, ...input }) : await add(input)
      return job
    },
    [paperId, attach, add],
  )
}

export const maxPdfMegabytes = MAX_PDF_UPLOAD_BYTES / 1024 / 1024
