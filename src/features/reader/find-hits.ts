import type { PDFDocumentProxy } from './pdf-document'

/** One place a query was found: the page, and which of that page's text pieces (in reading order) holds it. */
export interface FindHit {
  page: number
  /** Index among the page's text pieces that contain the query, as the text layer draws them. */
  onPage: number
}

const folded = (text: string) => text.toLocaleLowerCase()

/** Whether a text piece holds the query (case-insensitive); the text layer marks the same pieces. */
export const pieceHolds = (piece: string, query: string) => folded(piece).includes(folded(query))

/** Every text piece of every page that holds the query, page by page, in the order the text layer draws them. */
export async function findHits(document: PDFDocumentProxy, query: string, signal: AbortSignal): Promise<FindHit[]> {
  const hits: FindHit[] = []
  for (let page = 1; page <= document.numPages; page += 1) {
    if (signal.aborted) break
    const content = await (await document.getPage(page)).getTextContent()
    let onPage = 0
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue
      if (pieceHolds(item.str, query)) {
        hits.push({ page, onPage })
        onPage += 1
      }
    }
  }
  return hits
}
