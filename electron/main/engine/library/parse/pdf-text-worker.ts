import { type MessagePort, parentPort } from 'node:worker_threads'
import { z } from 'zod'
import { withDecodeBudget } from './decode-budget'
import { layoutDocument } from './pdf-layout'
import { PdfReadError, textOverBudget } from './pdf-read-error'
import { TEXT_LIMITS } from './pdf-text-budget'
import { type PdfPageText, readPdfTextShare } from './pdf-text-items'
import { type PdfTextReply, type PdfTextRequest, pageTextSchema, pdfTextRequestSchema } from './pdf-text-protocol'

const handedOffSchema = z.array(pageTextSchema)

/** The pages another reader thread sends on `port`, once it has read its share. */
function pagesFrom(port: MessagePort): Promise<PdfPageText[]> {
  return new Promise((resolve, reject) => {
    port.once('message', (message: unknown) => {
      port.close()
      const pages = handedOffSchema.safeParse(message)
      if (pages.success) resolve(pages.data)
      else reject(new Error('another reader thread sent pages in a form this version does not know'))
    })
  })
}

/** The whole document's pages, this share's first; each share kept its own budget, the document's runs are summed. */
async function gatherDocument(own: PdfPageText[], ports: MessagePort[]): Promise<PdfPageText[]> {
  const pages = [...own]
  for (const port of ports) pages.push(...(await pagesFrom(port)))
  let items = 0
  for (const page of pages) {
    items += page.items.length
    if (items > TEXT_LIMITS.documentItems) throw textOverBudget(page.page)
  }
  return pages
}

async function read(request: PdfTextRequest): Promise<PdfTextReply> {
  const { pages, metadata } = await withDecodeBudget(request.decodedBytes, () =>
    readPdfTextShare(request.bytes, request.share, { maxPages: request.maxPages, metadata: request.metadata }),
  )
  if (request.handOff) {
    request.handOff.postMessage(pages)
    request.handOff.close()
    return { id: request.id, ok: true, pages: [], metadata, parsed: null }
  }
  if (request.layout) {
    const parsed = layoutDocument(await gatherDocument(pages, request.layout.gather))
    return { id: request.id, ok: true, pages: [], metadata, parsed }
  }
  return { id: request.id, ok: true, pages, metadata, parsed: null }
}

async function answer(message: unknown): Promise<PdfTextReply> {
  const request = pdfTextRequestSchema.parse(message)
  try {
    return await read(request)
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
