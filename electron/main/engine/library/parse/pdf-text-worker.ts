import { parentPort } from 'node:worker_threads'
import { PdfReadError, readPdfTextShare } from './pdf-text-items'
import { type PdfTextReply, pdfTextRequestSchema } from './pdf-text-protocol'

async function answer(message: unknown): Promise<PdfTextReply> {
  const request = pdfTextRequestSchema.parse(message)
  try {
    const pages = await readPdfTextShare(request.bytes, request.share, { maxPages: request.maxPages })
    return { id: request.id, ok: true, pages }
  } catch (error) {
    const message = error instanceof PdfReadError ? error.message : String(error)
    return { id: request.id, ok: false, message }
  }
}

const port = parentPort
if (!port) throw new Error('pdf-text-worker runs as a worker thread of the PDF reader pool')
let queue = Promise.resolve()
// One document at a time: pdfjs would interleave them otherwise and each would wait for both.
port.on('message', (message: unknown) => {
  queue = queue.then(async () => port.postMessage(await answer(message)))
})
