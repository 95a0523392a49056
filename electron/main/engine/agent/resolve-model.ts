import type { SecretName, Settings } from '../../../shared/domain/settings'
import { priceFor } from '../providers/cost'
import { createLanguageModel } from '../providers/create-language-model'
import type { LanguageModel } from '../providers/language-model'
import type { RetryPolicy } from '../retry/retry-policy'
import { wrapWithXmlToolProtocol } from '../xml-protocol/model/xml-tool-protocol-model'
import { ModelUnavailableError, type ResolvedModel } from './agent-runtime-deps'

export interface ModelResolverDeps {
  settings(): Settings
  secret(name: SecretName): Promise<string | null>
  retry?: RetryPolicy
  /** Use this tool protocol whatever the provider's setting says (the agent CLI's --tool-protocol). */
  toolProtocol?: 'native' | 'xml'
}

/** What a session chose: a provider (null: the active one) and a model on it (null: the provider's model). */
export interface SessionModelChoice {
  providerId: string | null
  model: string | null
}

/**
 * The session's provider (else the active one from Settings) with the session's model, its key from the secret
 * store, wrapped in the XML protocol when configured. A session's provider that was removed falls back to the active one.
 */
export async function resolveActiveModel(
  deps: ModelResolverDeps,
  choice: SessionModelChoice | null = null,
): Promise<ResolvedModel> {
  const settings = deps.settings()
  const chosen = choice?.providerId
    ? settings.providers.find((candidate) => candidate.id === choice.providerId)
    : undefined
  const active =
    chosen ??
    settings.providers.find((candidate) => candidate.id === settings.activeProviderId) ??
    (settings.activeProviderId === null && settings.providers.length === 1 ? settings.providers[0] : undefined)
  const provider = active && chosen && choice?.model ? { ...active, model: choice.model } : active
  if (!provider) {
    throw new ModelUnavailableError(
      settings.providers.length === 0 ? 'No model provider is configured.' : 'No model provider is selected.',
      'Open Settings → Model providers, add a provider (a local Ollama or LM Studio server works) and make it the active one.',
    )
  }
  const apiKey = (await deps.secret(`provider:${provider.id}`)) ?? undefined
  const native: LanguageModel = createLanguageModel(provider, apiKey, deps.retry)
  const model = (deps.toolProtocol ?? provider.toolProtocol) === 'xml' ? wrapWithXmlToolProtocol(native) : native
  return { model, price: priceFor(settings.prices, provider.id, provider.model) }
}
