import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProviderSettings } from '../../../electron/shared/domain/settings'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { blankProvider, providerSecretName } from './new-provider'
import { ProviderForm } from './provider-form'

type Editing = { provider: ProviderSettings; isNew: boolean } | null

export function ProvidersSection() {
  const { t } = useTranslation()
  const { settings, secretsSet, save } = useSettings()
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<ProviderSettings | null>(null)
  const [error, setError] = useState<string | null>(null)
  if (!settings) return null
  const providers = settings.providers

  async function saveProvider(provider: ProviderSettings, apiKey: string | null) {
    const exists = providers.some((item) => item.id === provider.id)
    const next = exists
      ? providers.map((item) => (item.id === provider.id ? provider : item))
      : [...providers, provider]
    await save({
      patch: { providers: next, activeProviderId: settings?.activeProviderId ?? provider.id },
      secrets: apiKey === null ? [] : [{ name: providerSecretName(provider.id), value: apiKey }],
    })
    setEditing(null)
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
    const active =
      settings?.activeProviderId === provider.id ? (next[0]?.id ?? null) : (settings?.activeProviderId ?? null)
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
        {editing === null ? (
          <button
            type="button"
            className="button"
            onClick={() => setEditing({ provider: blankProvider(), isNew: true })}
          >
            + {t('settings.providers.addProvider')}
          </button>
        ) : null}
      </div>
      <p className="muted">{t('settings.providers.intro')}</p>
      {providers.length === 0 && editing === null ? <p className="muted">{t('settings.providers.none')}</p> : null}
      <ul className="provider-list">
        {providers.map((provider) => {
          const keyIsSet = secretsSet.includes(providerSecretName(provider.id))
          if (editing?.provider.id === provider.id) {
            return (
              <li key={provider.id} className="provider-card">
                <ProviderForm
                  initial={provider}
                  keyIsSet={keyIsSet}
                  isNew={false}
                  onSave={saveProvider}
                  onCancel={() => setEditing(null)}
                />
              </li>
            )
          }
          return (
            <li key={provider.id} className="provider-card provider-summary">
              <label className="provider-active">
                <input
                  type="radio"
                  name="active-provider"
                  checked={settings.activeProviderId === provider.id}
                  onChange={() => void run(() => save({ patch: { activeProviderId: provider.id } }))}
                  aria-label={t('settings.providers.useForChat', { name: provider.name })}
                />
              </label>
              <div className="provider-summary-text">
                <strong>{provider.name}</strong>
                <span className="muted">
                  {provider.model} · {provider.baseUrl} · {t(`settings.providers.protocols.${provider.toolProtocol}`)}
                </span>
              </div>
              <span className={keyIsSet ? 'badge badge-success' : 'badge'}>
                {keyIsSet ? t('settings.providers.keySet') : t('settings.providers.keyNotSet')}
              </span>
              <button
                type="button"
                className="button button-small"
                onClick={() => setEditing({ provider, isNew: false })}
              >
                {t('common.edit')}
              </button>
              <button type="button" className="button button-small button-danger" onClick={() => setRemoving(provider)}>
                {t('common.remove')}
              </button>
            </li>
          )
        })}
        {editing?.isNew ? (
          <li className="provider-card">
            <ProviderForm
              initial={editing.provider}
              keyIsSet={false}
              isNew
              onSave={saveProvider}
              onCancel={() => setEditing(null)}
            />
          </li>
        ) : null}
      </ul>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('settings.providers.removeTitle')}
          message={t('settings.providers.removeMessage', { name: removing.name })}
          confirmLabel={t('common.remove')}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            remove(removing)
            setRemoving(null)
          }}
        />
      ) : null}
    </section>
  )
}
