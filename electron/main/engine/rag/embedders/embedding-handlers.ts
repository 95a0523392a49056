import { type EventInput, GLOBAL_SESSION_ID } from '../../../../shared/contract/events'
import type { Handlers } from '../../../../shared/contract/handlers'
import { CommandError } from '../../../../shared/contract/transport'
import type { EmbeddingSettings } from '../../../../shared/domain/settings'
import { nativeSignal } from '../../library/commands/native-signal'
import type { ConfiguredRetrieval } from '../configured-rag'
import { EmbeddingError } from './embedding-error'
import { downloadModel } from './model-download'

interface EmbeddingHandlerDeps {
  embeddings(): EmbeddingSettings
  retrieval(): Promise<ConfiguredRetrieval>
  modelsDir: string
  emit(event: EventInput): void
  fetch?: typeof fetch
}

/** Progress events at most once per percent of the whole model, and at each file's end. */
function throttledProgress(deps: EmbeddingHandlerDeps, model: string) {
  let lastPercent = -1
  return (progress: { file: string; received: number; total: number | null; fraction: number }) => {
    const percent = Math.floor(progress.fraction * 100)
    const fileDone = progress.total !== null && progress.received === progress.total
    if (percent === lastPercent && !fileDone) return
    lastPercent = percent
    deps.emit({ type: 'embedding-model-progress', sessionId: GLOBAL_SESSION_ID, runId: '', model, ...progress })
  }
}

export function createEmbeddingHandlers(
  deps: EmbeddingHandlerDeps,
): Pick<Handlers, 'embeddings.status' | 'embeddings.download'> {
  const downloads = new Map<string, ReturnType<typeof downloadModel>>()
  return {
    'embeddings.status': async () => {
      const { kind } = deps.embeddings()
      try {
        const { embedder } = await deps.retrieval()
        return {
          kind,
          model: embedder?.id ?? null,
          ready: true,
          dimensions: embedder?.dimensions ?? null,
          problem: null,
        }
      } catch (error) {
        if (!(error instanceof EmbeddingError)) throw error
        return {
          kind,
          model: null,
          ready: false,
          dimensions: null,
          problem: { code: error.code, message: error.message },
        }
      }
    },
    'embeddings.download': async (_input, { signal }) => {
      const { local } = deps.embeddings()
      const key = `${local.downloadBaseUrl} ${local.model}`
      let download = downloads.get(key)
      if (!download) {
        download = downloadModel({
          model: local.model,
          baseUrl: local.downloadBaseUrl,
          modelsDir: deps.modelsDir,
          fetch: deps.fetch,
          signal: nativeSignal(signal),
          onProgress: throttledProgress(deps, local.model),
        }).finally(() => downloads.delete(key))
        downloads.set(key, download)
      }
      try {
        const { files } = await download
        return { model: local.model, files: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0) }
      } catch (error) {
        if (error instanceof EmbeddingError) throw new CommandError(error.code, error.message)
        throw error
      }
    },
  }
}
