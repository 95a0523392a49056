import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../data/describe-error'
import { useSettings } from '../data/settings-context'
import { FirstRunNotice } from '../features/chat/first-run-notice'
import { AdsTokenTest } from '../features/settings/ads-token-test'
import { SecretField } from '../features/settings/secret-field'

/**
 * What a new install opens on: a model to talk to (a local server in one click, or a provider in Settings), then,
 * if the user wants, the ADS token and where papers are kept, then the first session.
 */
export function Welcome({ onOpenSettings, onStart }: { onOpenSettings: () => void; onStart: () => void }) {
  const { t } = useTranslation()
  const { settings } = useSettings()
  const [error, setError] = useState<string | null>(null)
  if (!settings) return null
  const provider = settings.providers.find((item) => item.id === settings.activeProviderId) ?? null
  return (
    <div className="welcome" data-testid="welcome">
      <h1>{t('welcome.title')}</h1>
      <p className="muted">{t('welcome.intro')}</p>
      <ol className="welcome-steps">
        <li>
          <h2>{t('welcome.model')}</h2>
          {provider ? (
            <p role="status">
              <span className="badge badge-success">✓</span> {t('welcome.modelReady', { name: provider.name })}{' '}
              <button type="button" className="button button-quiet button-small" onClick={onOpenSettings}>
                {t('welcome.change')}
              </button>
            </p>
          ) : (
            <FirstRunNotice onOpenSettings={onOpenSettings} />
          )}
        </li>
        <li>
          <h2>{t('welcome.ads')}</h2>
          <p className="muted">{t('welcome.adsExplain')}</p>
          <SecretField
            name="ads-token"
            label={t('settings.services.adsToken')}
            hint={t('settings.services.adsTokenHint')}
            onError={(caught) => setError(describeError(caught))}
            renderActions={(typed) => <AdsTokenTest typedToken={typed} />}
          />
        </li>
        <li>
          <h2>{t('welcome.library')}</h2>
          <p className="muted">
            {settings.libraryDir
              ? t('welcome.libraryAt', { folder: settings.libraryDir })
              : t('welcome.libraryDefault')}{' '}
            <button type="button" className="button button-quiet button-small" onClick={onOpenSettings}>
              {t('welcome.change')}
            </button>
          </p>
        </li>
      </ol>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="button button-primary" disabled={!provider} onClick={onStart}>
        {t('welcome.start')}
      </button>
      {provider ? null : <p className="muted">{t('welcome.startNeedsModel')}</p>}
    </div>
  )
}
