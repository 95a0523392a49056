import type { ArxivEntry } from '../library/arxiv/arxiv-atom-parser'
import type { Embedder } from '../rag/embedder'
import type { ListingMeaning } from './digest-ranker'
import type { LibraryDocument } from './library-documents'
import type { TextVectors } from './text-vectors'

const documentText = (document: LibraryDocument) =>
  [document.title, document.abstract, document.annotations].filter(Boolean).join('\n')

/** The embedding model's vectors of a listing and of the library, each text embedded once and kept. */
export async function listingMeaning(
  vectors: TextVectors,
  embedder: Embedder,
  entries: readonly ArxivEntry[],
  library: readonly LibraryDocument[],
  signal?: AbortSignal,
): Promise<ListingMeaning> {
  const entryVectors = await vectors(
    embedder,
    entries.map((entry) => `${entry.title}\n${entry.abstract}`),
    signal,
  )
  const libraryVectors = await vectors(embedder, library.map(documentText), signal)
  return {
    entries: entryVectors,
    library: library.flatMap((document, index) => {
      const vector = libraryVectors[index]
      return vector ? [{ id: document.id, vector }] : []
    }),
  }
}
