import { z } from 'zod'
import type { AbortSignalLike } from '../../../shared/contract/abort-signal'
import type { ProviderSettings } from '../../../shared/domain/settings'
import { anthropicVersion } from './anthropic/anthropic-model'

export const LIST_MODELS_TIMEOUT_MS = 5000

const modelListSchema = z.object({ data: z.array(z.object({ id: z.string().min(1) })) })

export class ModelListError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'refused' | 'unreadable',
    readonly status: number | null,
  ) {
    super(
      reason === 'unreachable'
        ? 'The server did not answer.'
        : reason === 'refused'
          ? `The server refused the model list (HTTP ${status}).`
          : 'The server answered with something that is not a model list.',
    )
    this.name = 'ModelListError'
  }
}

/** The model ids `GET {baseUrl}/models` returns (OpenAI-compatible servers and Anthropic answer the same shape). */
export async function listProviderModels(
  provider: Pick<ProviderSettings, 'kind' | 'baseUrl'>,
  apiKey: string | undefined,
  signal?: AbortSignalLike,
): Promise<string[]> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), LIST_MODELS_TIMEOUT_MS)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort, { once: true })
  const auth: Record<string, string> =
    provider.kind === 'anthropic'
      ? { 'anthropic-version': anthropicVersion, ...(apiKey ? { 'x-api-key': apiKey } : {}) }
      : apiKey
        ? { authorization: `Bearer ${apiKey}` }
        : {}
  try {
    const response = await fetch(`${provider.baseUrl.replace(/\/+$/, '')}/models`, {
      headers: { accept: 'application/json', ...auth },
      signal: controller.signal,
      redirect: 'error',
    }).catch(() => {
      throw new ModelListError('unreachable', null)
    })
    if (!response.ok) throw new ModelListError('refused', response.status)
    const parsed = modelListSchema.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new ModelListError('unreadable', null)
    return [...new Set(parsed.data.data.map((model) => model.id))].sort((a, b) => a.localeCompare(b))
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}
