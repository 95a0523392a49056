import { createRedactor } from '../log/redact'
import type { LanguageModel } from './language-model'
import { ProviderError } from './provider-error'

/**
 * The model, with every error it yields redacted with the actual secret values it was given (a provider's 401 may
 * quote the key back) before the error can be stored in the run, sent on the `error` event or saved with the session.
 */
export function redactProviderErrors(model: LanguageModel, secrets: string[]): LanguageModel {
  const redactor = createRedactor()
  for (const secret of secrets) redactor.addSecret(secret)
  const redact = (error: ProviderError) =>
    new ProviderError(error.code, redactor.redactText(error.message), redactor.redactText(error.hint), error.details)
  return {
    provider: model.provider,
    modelId: model.modelId,
    contextWindow: model.contextWindow,
    imageInput: model.imageInput,
    async *stream(request, signal) {
      for await (const part of model.stream(request, signal)) {
        yield part.type === 'error' ? { type: 'error', error: redact(part.error) } : part
      }
    },
  }
}
