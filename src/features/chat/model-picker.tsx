import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Session } from '../../../electron/shared/domain/session'
import type { ProviderSettings } from '../../../electron/shared/domain/settings'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { useTransport } from '../../data/transport-context'

function effectiveProvider(
  session: Session,
  providers: readonly ProviderSettings[],
  activeId: string | null,
): ProviderSettings | undefined {
  return (
    providers.find((provider) => provider.id === session.providerId) ??
    providers.find((provider) => provider.id === activeId) ??
    (providers.length === 1 ? providers[0] : undefined)
  )
}

/**
 * The session's provider and model in the chat header: the provider from Settings → Model providers (or "active"), and the
 * model from what the provider's server lists (any name can be typed). Both are stored with the session.
 */
export function ModelPicker({ session }: { session: Session }) {
  const { t } = useTranslation()
  const transport = useTransport()
  const { settings } = useSettings()
  const providerSelectId = useId()
  const modelInputId = useId()
  const listId = useId()
  const providers = settings?.providers ?? []
  const provider = effectiveProvider(session, providers, settings?.activeProviderId ?? null)
  const shownModel = session.model ?? provider?.model ?? ''
  const [model, setModel] = useState(shownModel)
  const [models, setModels] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)

  useEffect(() => setModel(shownModel), [shownModel])

  const providerId = provider?.id
  useEffect(() => {
    if (!providerId) return
    let current = true
    setModels([])
    transport.invoke('provider.models', { providerId }).then(
      (result) => {
        if (current) setModels(result.models)
      },
      () => {
        // A server without a model list still takes a typed model name.
      },
    )
    return () => {
      current = false
    }
  }, [transport, providerId])

  async function save(choice: { providerId: string | null; model: string | null }) {
    try {
      await transport.invoke('session.setModel', { id: session.id, ...choice })
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  function saveModel() {
    const typed = model.trim()
    if (!provider || typed === shownModel) return
    void save({
      providerId: session.providerId ?? provider.id,
      model: typed === provider.model || !typed ? null : typed,
    })
  }

  function onModelKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      saveModel()
    } else if (event.key === 'Escape') {
      event.stopPropagation()
      setModel(shownModel)
    }
  }

  if (providers.length === 0) return null
  return (
    <div className="model-picker" data-testid="model-picker">
      <label htmlFor={providerSelectId} className="visually-hidden">
        {t('chat.model.provider')}
      </label>
      <select
        id={providerSelectId}
        className="select model-picker-provider"
        value={session.providerId ?? ''}
        onChange={(event) => void save({ providerId: event.target.value || null, model: null })}
      >
        <option value="">{t('chat.model.active', { name: provider?.name ?? '—' })}</option>
        {providers.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
      <label htmlFor={modelInputId} className="visually-hidden">
        {t('chat.model.model')}
      </label>
      <input
        id={modelInputId}
        className="input model-picker-model"
        list={listId}
        value={model}
        spellCheck={false}
        onChange={(event) => setModel(event.target.value)}
        onBlur={saveModel}
        onKeyDown={onModelKeyDown}
      />
      <datalist id={listId}>
        {models.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {error ? (
        <p className="alert alert-error model-picker-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
