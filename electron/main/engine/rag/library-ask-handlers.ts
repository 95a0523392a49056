import { type EventInput, GLOBAL_SESSION_ID } from '../../../shared/contract/events'
import type { Handlers } from '../../../shared/contract/handlers'
import { CommandError } from '../../../shared/contract/transport'
import { addLocalPdf, LocalPdfError } from '../library/add-local-pdf'
import { asCommandError } from '../library/commands/library-command-error'
import { nativeSignal } from '../library/commands/native-signal'
import type { LibraryService } from '../library/library-service'
import { EmbeddingError } from './embedders/embedding-error'
import { askLibrary, type LibraryAskDeps, retrievalView, searchLibraryText } from './library-ask'
import { RagError } from './rag-error'

interface LibraryAskHandlerDeps extends Omit<LibraryAskDeps, 'collectionPaperIds'> {
  library(): LibraryService
  emit(event: EventInput): void
}

/** Every paper of a collection, read page by page from the library list. */
function collectionPaperIds(library: LibraryService, collection: string): string[] {
  const ids: string[] = []
  for (let offset = 0; ; offset += 500) {
    const page = library.list({ collection, limit: 500, offset })
    ids.push(...page.papers.map((paper) => paper.id))
    if (page.papers.length === 0 || ids.length >= page.total) return ids
  }
}

/** Retrieval failures as command errors: embedder problems keep their code (the window translates them). */
async function run<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation()
  } catch (error) {
    if (error instanceof EmbeddingError) throw new CommandError(error.code, error.message)
    if (error instanceof RagError) throw new CommandError('rag-failed', error.message)
    if (error instanceof LocalPdfError) throw new CommandError(error.code, error.message)
    throw asCommandError(error)
  }
}

export function createLibraryAskHandlers(
  deps: LibraryAskHandlerDeps,
): Pick<Handlers, 'library.ask' | 'library.searchText' | 'library.index' | 'library.addFile'> {
  const askDeps: LibraryAskDeps = {
    ...deps,
    collectionPaperIds: (name) => collectionPaperIds(deps.library(), name),
  }
  const chunksOf = (index: { indexedPapers(): { paperId: string; chunks: number }[] }, paperId?: string) =>
    index
      .indexedPapers()
      .filter((paper) => paperId === undefined || paper.paperId === paperId)
      .reduce((sum, paper) => sum + paper.chunks, 0)

  return {
    'library.ask': (input, { signal }) => run(() => askLibrary(askDeps, { ...input, signal: nativeSignal(signal) })),
    'library.searchText': ({ query, scope, k }, { signal }) =>
      run(() => searchLibraryText(askDeps, { question: query, scope, k, signal: nativeSignal(signal) })),
    'library.index': ({ paperIds }, { signal }) =>
      run(async () => {
        const abort = nativeSignal(signal)
        const { service, embedder } = await deps.retrieval()
        let indexed = 0
        if (paperIds) {
          for (const paperId of paperIds) {
            const paper = deps.library().get(paperId)
            await service.index.indexPaper(paper.id, embedder, {
              signal: abort,
              onProgress: (progress) =>
                deps.emit({
                  type: 'library-progress',
                  sessionId: GLOBAL_SESSION_ID,
                  runId: '',
                  paperId: paper.id,
                  task: 'index',
                  ...progress,
                }),
            })
            indexed += 1
          }
        } else indexed = await service.ensureIndexed(GLOBAL_SESSION_ID, '', abort)
        const papers = service.index.indexedPapers()
        return {
          indexed,
          papers: papers.length,
          chunks: chunksOf(service.index),
          retrieval: retrievalView({ embedder }),
        }
      }),
    'library.addFile': ({ path }, { signal }) =>
      run(async () => {
        const abort = nativeSignal(signal)
        const { paper, duplicate } = await addLocalPdf(deps.library(), path, abort)
        if (paper.parseStatus !== 'ready') return { paper, chunks: 0, duplicate }
        const { service } = await deps.retrieval()
        await service.ensureIndexed(GLOBAL_SESSION_ID, '', abort)
        return { paper, chunks: chunksOf(service.index, paper.id), duplicate }
      }),
  }
}
