import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProviderSettings } from '../../../electron/shared/domain/settings'
import { EditableList, useListEditing } from '../../components/editable-list'
import { FormError } from '../../components/form-field'
import { ListRow } from '../../components/list-row'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { blankProvider, providerSecretName } from './new-provider'
import { ProviderForm } from './provider-form'

export function ProvidersSection() {
  const { t } = useTranslation()
  const { settings, secretsSet, save } = useSettings()
  const list = useListEditing<ProviderSettings>()
  const [error, setError] = useState<string | null>(null)
  if (!settings) return null
  const providers = settings.providers
  const activeProviderId = settings.activeProviderId

  async function saveProvider(provider: ProviderSettings, apiKey: string | null) {
    const exists = providers.some((item) => item.id === provider.id)
    const next = exists
      ? providers.map((item) => (item.id === provider.id ? provider : item))
      : [...providers, provider]
    await save({
      patch: { providers: next, activeProviderId: activeProviderId ?? provider.id },
      secrets: apiKey === null ? [] : [{ name: providerSecretName(provider.id), value: apiKey }],
    })
    list.stopEditing()
  }

  async function run(change: () => Promise<unknown>) {
    try {
      await change()
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  function remove(provider: ProviderSettings) {
    const next = providers.filter((item) => item.id !== provider.id)
    const active = activeProviderId === provider.id ? (next[0]?.id ?? null) : activeProviderId
    void run(() =>
      save({
        patch: { providers: next, activeProviderId: active },
        secrets: [{ name: providerSecretName(provider.id), value: null }],
      }),
    )
  }

  return (
    <section className="settings-section" aria-labelledby="settings-providers">
      <div className="settings-section-header">
        <h2 id="settings-providers" className="settings-section-title">
          {t('settings.providers.title')}
        </h2>
        {list.editing === null ? (
          <button type="button" className="button" onClick={() => list.add(blankProvider())}>
            + {t('settings.providers.addProvider')}
          </button>
        ) : null}
      </div>
      <p className="muted">{t('settings.providers.intro')}</p>
      <EditableList
        items={providers}
        keyOf={(provider) => provider.id}
        state={list}
        emptyText={t('settings.providers.none')}
        renderForm={(provider, isNew) => (
          <ProviderForm
            initial={provider}
            keyIsSet={!isNew && secretsSet.includes(providerSecretName(provider.id))}
            isNew={isNew}
            onSave={saveProvider}
            onCancel={list.stopEditing}
          />
        )}
        renderRow={(provider) => {
          const keyIsSet = secretsSet.includes(providerSecretName(provider.id))
          return (
            <li key={provider.id} className="provider-card">
              <ListRow
                control={
                  <input
                    type="radio"
                    name="active-provider"
                    checked={activeProviderId === provider.id}
                    onChange={() => void run(() => save({ patch: { activeProviderId: provider.id } }))}
                    aria-label={t('settings.providers.useForChat', { name: provider.name })}
                  />
                }
                title={provider.name}
                details={
                  <span className="muted">
                    {provider.model} · {provider.baseUrl} · {t(`settings.providers.protocols.${provider.toolProtocol}`)}
                  </span>
                }
                badge={
                  <span className={keyIsSet ? 'badge badge-success' : 'badge'}>
                    {keyIsSet ? t('settings.providers.keySet') : t('settings.providers.keyNotSet')}
                  </span>
                }
                onEdit={() => list.edit(provider)}
                onRemove={() => list.askToRemove(provider)}
              />
            </li>
          )
        }}
        removeQuestion={(provider) => ({
          title: t('settings.providers.removeTitle'),
          message: t('settings.providers.removeMessage', { name: provider.name }),
          confirmLabel: t('common.remove'),
        })}
        onRemove={remove}
      />
      <FormError message={error} />
    </section>
  )
}
