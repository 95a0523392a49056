import { access } from 'node:fs/promises'
import { join } from 'node:path'
import type { EmbeddingSettings } from '../../../../shared/domain/settings'
import type { FetchFunction } from '../../library/http/fetch-with-retry'
import type { SecretStore } from '../../ports/engine-deps'
import { defaultRetryPolicy, type RetryPolicy } from '../../retry/retry-policy'
import type { Embedder } from '../embedder'
import { EmbeddingError } from './embedding-error'
import { createLocalEmbedder } from './local-embedder'
import { isModelId, MANIFEST_FILE, modelFolder } from './local-model-spec'
import { createOpenAiEmbedder, probeDimensions } from './openai-embedder'

export interface EmbedderFactoryOptions {
  /** `<data dir>/models`: where downloaded models live. */
  modelsDir: string
  fetch?: FetchFunction
  retry?: RetryPolicy
}

/** Where the configured local model's files are: the folder the user chose, or the finished download. */
async function localModelFolder(local: EmbeddingSettings['local'], modelsDir: string) {
  if (local.folder !== '') return { folder: local.folder, model: local.folder }
  if (!isModelId(local.model)) {
    throw new EmbeddingError(
      'embeddings-model-missing',
      `"${local.model}" is not a model id (owner/name). Correct it in Settings → Embeddings.`,
      { model: local.model },
    )
  }
  const folder = modelFolder(modelsDir, local.model)
  const complete = await access(join(folder, MANIFEST_FILE)).then(
    () => true,
    () => false,
  )
  if (!complete) {
    throw new EmbeddingError(
      'embeddings-model-missing',
      `The embedding model ${local.model} has not been downloaded yet. Download it, or choose a folder that holds it, in Settings → Embeddings.`,
      { model: local.model },
    )
  }
  return { folder, model: local.model }
}

/**
 * The embedder the settings describe, or null for keyword-only retrieval. Throws an EmbeddingError (naming Settings →
 * Embeddings) when the configured one cannot work: an unreachable server, a missing model.
 */
export async function createEmbedderFromSettings(
  settings: EmbeddingSettings,
  secrets: Pick<SecretStore, 'get'>,
  options: EmbedderFactoryOptions,
): Promise<Embedder | null> {
  switch (settings.kind) {
    case 'none':
      return null
    case 'openai': {
      const connection = {
        baseUrl: settings.openai.baseUrl,
        model: settings.openai.model,
        apiKey: () => secrets.get('embeddings-key'),
        retry: options.retry ?? defaultRetryPolicy,
        fetch: options.fetch,
      }
      const dimensions = settings.openai.dimensions ?? (await probeDimensions(connection))
      return createOpenAiEmbedder({ ...connection, dimensions })
    }
    case 'local':
      return createLocalEmbedder(await localModelFolder(settings.local, options.modelsDir))
  }
}
