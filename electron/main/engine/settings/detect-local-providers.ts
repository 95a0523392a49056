import { z } from 'zod'
import type { AbortSignalLike } from '../../../shared/contract/abort-signal'
import type { LocalServer } from '../../../shared/contract/commands/provider-detect'
import type { Handlers } from '../../../shared/contract/handlers'

/** Where a local server is looked for and how its model list is read. */
export interface LocalServerCandidate {
  server: LocalServer['server']
  name: string
  /** Server root, e.g. http://127.0.0.1:11434. */
  origin: string
}

const defaultLocalServers: readonly LocalServerCandidate[] = [
  { server: 'ollama', name: 'Ollama', origin: 'http://127.0.0.1:11434' },
  { server: 'lmstudio', name: 'LM Studio', origin: 'http://127.0.0.1:1234' },
]

const DETECT_TIMEOUT_MS = 1500

const ollamaTagsSchema = z.object({ models: z.array(z.object({ name: z.string() })) })
const openAiModelsSchema = z.object({ data: z.array(z.object({ id: z.string() })) })

function modelListUrl(candidate: LocalServerCandidate): string {
  const origin = candidate.origin.replace(/\/+$/, '')
  return candidate.server === 'ollama' ? `${origin}/api/tags` : `${origin}/v1/models`
}

function parseModels(server: LocalServer['server'], body: unknown): string[] {
  if (server === 'ollama') return ollamaTagsSchema.parse(body).models.map((model) => model.name)
  return openAiModelsSchema.parse(body).data.map((model) => model.id)
}

async function probe(
  candidate: LocalServerCandidate,
  timeoutMs: number,
  signal: AbortSignalLike | undefined,
): Promise<LocalServer | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const response = await fetch(modelListUrl(candidate), {
      headers: { accept: 'application/json' },
      signal: controller.signal,
      redirect: 'error',
    })
    if (!response.ok) return null
    const models = parseModels(candidate.server, await response.json())
    return {
      server: candidate.server,
      name: candidate.name,
      baseUrl: `${candidate.origin.replace(/\/+$/, '')}/v1`,
      models,
    }
  } catch {
    // Nothing listening, something else on the port, or too slow: not a usable server.
    return null
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/** Looks for Ollama and LM Studio on this machine, all at once, each within the timeout. */
export async function detectLocalServers(
  candidates: readonly LocalServerCandidate[] = defaultLocalServers,
  options: { timeoutMs?: number; signal?: AbortSignalLike } = {},
): Promise<LocalServer[]> {
  const found = await Promise.all(
    candidates.map((candidate) => probe(candidate, options.timeoutMs ?? DETECT_TIMEOUT_MS, options.signal)),
  )
  return found.filter((server): server is LocalServer => server !== null)
}

export function createDetectLocalHandlers(
  candidates: readonly LocalServerCandidate[] = defaultLocalServers,
): Pick<Handlers, 'provider.detectLocal'> {
  return {
    'provider.detectLocal': async (_input, context) => ({
      servers: await detectLocalServers(candidates, { signal: context.signal }),
    }),
  }
}
