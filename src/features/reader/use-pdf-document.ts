import { useEffect, useState } from 'react'
import { describeError } from '../../data/describe-error'
import type { LibraryClient } from '../../data/library-client'
import { decodeBase64, loadPdf, type PDFDocumentProxy } from './pdf-document'

export type PdfState =
  | { status: 'loading' }
  | { status: 'ready'; document: PDFDocumentProxy }
  | { status: 'error'; message: string }

/** Fetches the paper's PDF from the engine and opens it with pdf.js; destroys it when the paper changes. */
export function usePdfDocument(client: LibraryClient, paperId: string): PdfState {
  const [state, setState] = useState<PdfState>({ status: 'loading' })
  useEffect(() => {
    let cancelled = false
    let destroy: (() => Promise<void>) | null = null
    setState({ status: 'loading' })
    void (async () => {
      try {
        const base64 = await client.pdf(paperId)
        if (cancelled) return
        const loading = loadPdf(decodeBase64(base64))
        destroy = loading.destroy
        const document = await loading.promise
        if (!cancelled) setState({ status: 'ready', document })
      } catch (failure) {
        if (!cancelled) setState({ status: 'error', message: describeError(failure) })
      }
    })()
    return () => {
      cancelled = true
      void destroy?.()
    }
  }, [client, paperId])
  return state
}
