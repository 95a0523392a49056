import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Session } from '../../../electron/shared/domain/session'
import type { ProviderSettings } from '../../../electron/shared/domain/settings'
import { ErrorNotice } from '../../components/error-notice'
import { useSettings } from '../../data/settings-context'
import { useCommand } from '../../data/use-command'
import { useCommandMutation } from '../../data/use-command-mutation'

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
  const { settings } = useSettings()
  const providerSelectId = useId()
  const modelInputId = useId()
  const listId = useId()
  const providers = settings?.providers ?? []
  const provider = effectiveProvider(session, providers, settings?.activeProviderId ?? null)
  const shownModel = session.model ?? provider?.model ?? ''
  const [model, setModel] = useState(shownModel)

  useEffect(() => setModel(shownModel), [shownModel])

  const providerId = provider?.id ?? ''
  // A server without a model list still takes a typed model name, so a failed list shows nothing.
  const models = useCommand('provider.models', { providerId }, { enabled: providerId !== '' }).data?.models ?? []
  const saving = useCommandMutation('session.setModel')

  function save(choice: { providerId: string | null; model: string | null }) {
    saving.mutate({ id: session.id, ...choice })
  }

  function saveModel() {
    const typed = model.trim()
    if (!provider || typed === shownModel) return
    save({
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
        onChange={(event) => save({ providerId: event.target.value || null, model: null })}
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
      <ErrorNotice error={saving.error} className="model-picker-error" />
    </div>
  )
}
