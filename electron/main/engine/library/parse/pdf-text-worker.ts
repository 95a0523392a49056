import { parentPort } from 'node:worker_threads'
import { withDecodeBudget } from './decode-budget'
import { PdfReadError } from './pdf-read-error'
import { readPdfTextShare } from './pdf-text-items'
import { type PdfTextReply, pdfTextRequestSchema } from './pdf-text-protocol'

async function answer(message: unknown): Promise<PdfTextReply> {
  const request = pdfTextRequestSchema.parse(message)
  try {
    const { pages, metadata } = await withDecodeBudget(request.decodedBytes, () =>
      readPdfTextShare(request.bytes, request.share, { maxPages: request.maxPages, metadata: request.metadata }),
    )
    return { id: request.id, ok: true, pages, metadata }
  } catch (error) {
    if (error instanceof PdfReadError) {
      return { id: request.id, ok: false, code: error.code, message: error.message, params: error.params }
    }
    const detail = String(error)
    return { id: request.id, ok: false, code: 'pdf-unreadable', message: detail, params: { detail } }
  }
}

const port = parentPort
if (!port) throw new Error('pdf-text-worker runs as a worker thread of the PDF reader pool')
// The pool sends one document at a time and waits for its answer before the next.
port.on('message', async (message: unknown) => port.postMessage(await answer(message)))
