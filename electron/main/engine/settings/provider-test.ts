import { z } from 'zod'
import type { AbortSignalLike } from '../../../shared/contract/abort-signal'
import type { CommandOutput } from '../../../shared/contract/commands'
import type { ProviderSettings } from '../../../shared/domain/settings'
import { describeFailure, describeStatus } from './provider-test-messages'

type ProviderTestResult = CommandOutput<'provider.test'>

const PROVIDER_TEST_TIMEOUT_MS = 10_000
const ANTHROPIC_VERSION = '2023-06-01'

const modelListSchema = z.object({ data: z.array(z.object({ id: z.string() })) })

export function modelsUrl(provider: Pick<ProviderSettings, 'kind' | 'baseUrl'>): string {
  const base = provider.baseUrl.replace(/\/+$/, '')
  if (provider.kind === 'openai') return `${base}/models`
  return base.endsWith('/v1') ? `${base}/models` : `${base}/v1/models`
}

function requestHeaders(kind: ProviderSettings['kind'], apiKey: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (kind === 'anthropic') {
    headers['anthropic-version'] = ANTHROPIC_VERSION
    if (apiKey) headers['x-api-key'] = apiKey
  } else if (apiKey) {
    headers.authorization = `Bearer ${apiKey}`
  }
  return headers
}

function linkedController(signal: AbortSignalLike | undefined, timeoutMs: number): AbortController {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs)
  controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  if (signal?.aborted) controller.abort(signal.reason)
  signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true })
  return controller
}

/** Lists the provider's models with the given key: proves the base URL, the key and the network path in one call. */
export async function testProvider(
  provider: ProviderSettings,
  apiKey: string | null,
  options: { signal?: AbortSignalLike; timeoutMs?: number } = {},
): Promise<ProviderTestResult> {
  const url = modelsUrl(provider)
  const timeoutMs = options.timeoutMs ?? PROVIDER_TEST_TIMEOUT_MS
  const controller = linkedController(options.signal, timeoutMs)
  const started = performance.now()
  const latency = () => Math.max(0, performance.now() - started)
  try {
    const response = await fetch(url, {
      headers: requestHeaders(provider.kind, apiKey),
      signal: controller.signal,
      // A redirect is reported, not followed: the key must only ever go to the address the user typed.
      redirect: 'manual',
    })
    const body = await response.text()
    const latencyMs = latency()
    if (!response.ok) {
      const message = describeStatus(response.status, url, body, apiKey, response.headers.get('location'))
      return { ok: false, message, latencyMs, models: [] }
    }
    const models = parseModels(body)
    if (models === null) {
      return { ok: true, message: `Connected to ${url}, but its model list could not be read.`, latencyMs, models: [] }
    }
    const known = models.includes(provider.model)
    const message = known
      ? `Connected: ${models.length} models available, including ${provider.model}.`
      : `Connected: ${models.length} models available, but "${provider.model}" is not among them. Check the model name.`
    return { ok: true, message, latencyMs, models }
  } catch (error) {
    const timedOut = controller.signal.aborted && !options.signal?.aborted
    return { ok: false, message: describeFailure(error, url, timedOut, timeoutMs), latencyMs: latency(), models: [] }
  } finally {
    controller.abort()
  }
}

function parseModels(body: string): string[] | null {
  try {
    const parsed = modelListSchema.safeParse(JSON.parse(body))
    return parsed.success ? parsed.data.data.map((model) => model.id) : null
  } catch {
    return null
  }
}
