import { REDACTED, replaceSecrets, secretForms } from '../log/redact'
import type { LanguageModel } from './language-model'
import type { DecodedToolCall, ModelStreamPart } from './model-stream-part'
import { ProviderError } from './provider-error'

type TextPart = Extract<ModelStreamPart, { type: 'text-delta' | 'reasoning-delta' }>

/**
 * Streamed text with the secrets taken out. A secret may be split across deltas, so the end of the text that could
 * still be the start of one is held back until the next delta (or the end) shows what it is.
 */
class SecretFilter {
  private held = ''

  constructor(
    private readonly forms: readonly string[],
    private readonly longest: number,
  ) {}

  push(delta: string): string {
    const text = this.held + delta
    let cut = Math.max(0, text.length - (this.longest - 1))
    // A secret that starts before the cut and ends after it is held back whole.
    for (const form of this.forms) {
      for (let at = text.indexOf(form); at !== -1 && at < cut; at = text.indexOf(form, at + 1)) {
        if (at + form.length > cut) cut = at
      }
    }
    this.held = text.slice(cut)
    return replaceSecrets(text.slice(0, cut), this.forms)
  }

  flush(): string {
    const rest = replaceSecrets(this.held, this.forms)
    this.held = ''
    return rest
  }
}

function redactValue(value: unknown, forms: readonly string[]): unknown {
  if (typeof value === 'string') return replaceSecrets(value, forms)
  if (Array.isArray(value)) return value.map((item) => redactValue(item, forms))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, forms)]))
  }
  return value
}

function redactCall(call: DecodedToolCall, forms: readonly string[]): DecodedToolCall {
  const argumentsText = replaceSecrets(call.argumentsText, forms)
  if (argumentsText === call.argumentsText) return call
  return { ...call, argumentsText, arguments: redactValue(call.arguments, forms) as Record<string, unknown> }
}

/**
 * The model, with the secret values it was given (its API key) taken out of everything it yields, in every form
 * they may take (JSON-escaped, URL-encoded): errors (a provider's 401 may quote the key back), text and reasoning (a
 * model may repeat a key it was shown) and tool-call arguments, before any of it is stored, sent on an event or run.
 */
export function redactModelOutput(model: LanguageModel, secrets: string[]): LanguageModel {
  const forms = [...new Set(secrets.filter((secret) => secret.length >= 4).flatMap(secretForms))].sort(
    (a, b) => b.length - a.length,
  )
  if (forms.length === 0) return model
  const longest = forms[0]?.length ?? REDACTED.length
  const redactError = (error: ProviderError) =>
    new ProviderError(
      error.code,
      replaceSecrets(error.message, forms),
      replaceSecrets(error.hint, forms),
      error.details,
    )
  return {
    provider: model.provider,
    modelId: model.modelId,
    contextWindow: model.contextWindow,
    imageInput: model.imageInput,
    async *stream(request, signal) {
      const filters = {
        'text-delta': new SecretFilter(forms, longest),
        'reasoning-delta': new SecretFilter(forms, longest),
      }
      function* flush(): Generator<TextPart> {
        for (const type of ['reasoning-delta', 'text-delta'] as const) {
          const delta = filters[type].flush()
          if (delta) yield { type, delta }
        }
      }
      for await (const part of model.stream(request, signal)) {
        if (part.type === 'text-delta' || part.type === 'reasoning-delta') {
          const delta = filters[part.type].push(part.delta)
          if (delta) yield { type: part.type, delta }
          continue
        }
        yield* flush()
        if (part.type === 'error') yield { type: 'error', error: redactError(part.error) }
        else if (part.type === 'tool-call-end') yield { ...part, call: redactCall(part.call, forms) }
        else if (part.type === 'tool-call-delta')
          yield { ...part, argumentsDelta: replaceSecrets(part.argumentsDelta, forms) }
        else yield part
      }
      yield* flush()
    },
  }
}
