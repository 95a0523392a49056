import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SettingsPatch } from '../../../electron/shared/contract/commands/settings-patch'
import { catalogPresets } from '../../../electron/shared/domain/catalog-services'
import type { Settings } from '../../../electron/shared/domain/settings'
import { FormField } from '../../components/form-field'
import { FormStatus } from '../../components/form-status'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { AdsTokenTest } from './ads-token-test'
import { SecretField } from './secret-field'
import { SettingTextField } from './setting-text-field'

const webSearchBackends: Settings['services']['webSearch']['backend'][] = [
  'none',
  'tavily',
  'brave',
  'searxng',
  'bocha',
]

/**
 * Settings → Services: the ADS token (with a test showing the allowance left), every service's base URL, the web
 * search backend and key, the reader service, a proxy, and whether added papers are downloaded and parsed at once.
 */
export function ServicesSection() {
  const { t } = useTranslation()
  const { settings, save } = useSettings()
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null)
  if (!settings) return null
  const services = settings.services

  async function change(patch: SettingsPatch) {
    try {
      await save({ patch })
      setStatus({ error: false, text: t('settings.services.saved') })
    } catch (caught) {
      setStatus({ error: true, text: describeError(caught) })
      throw caught
    }
  }
  const showError = (caught: unknown) => setStatus({ error: true, text: describeError(caught) })
  const url = (
    key: 'adsBaseUrl' | 'arxivBaseUrl' | 'sesameBaseUrl' | 'crossrefBaseUrl' | 'readerBaseUrl' | 'proxyUrl',
    label: string,
  ) => (
    <SettingTextField
      label={label}
      value={services[key]}
      hint={t(`settings.services.hints.${key}`)}
      onCommit={(value) => change({ services: { [key]: value } })}
    />
  )

  return (
    <section className="settings-section" aria-labelledby="settings-services">
      <h2 id="settings-services" className="settings-section-title">
        {t('settings.services.title')}
      </h2>
      <p className="muted">{t('settings.services.intro')}</p>
      <div className="settings-grid">
        <SecretField
          name="ads-token"
          label={t('settings.services.adsToken')}
          hint={t('settings.services.adsTokenHint')}
          onError={showError}
          renderActions={(typed) => <AdsTokenTest typedToken={typed} />}
        />
        {url('adsBaseUrl', t('settings.services.adsBaseUrl'))}
        {url('arxivBaseUrl', t('settings.services.arxivBaseUrl'))}
        {url('sesameBaseUrl', t('settings.services.sesameBaseUrl'))}
        {url('crossrefBaseUrl', t('settings.services.crossrefBaseUrl'))}
        {catalogPresets.map((preset) => (
          <SettingTextField
            key={preset.id}
            label={t('settings.services.catalogUrl', { name: preset.name })}
            value={services.catalogs[preset.id]}
            hint={t('settings.services.catalogHint', { url: preset.defaultBaseUrl })}
            onCommit={(value) =>
              change({ services: { catalogs: { ...services.catalogs, [preset.id]: value || preset.defaultBaseUrl } } })
            }
          />
        ))}
        <FormField label={t('settings.services.webSearchBackend')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={services.webSearch.backend}
              onChange={(event) => {
                const backend = webSearchBackends.find((name) => name === event.target.value)
                if (backend)
                  void change({ services: { webSearch: { ...services.webSearch, backend } } }).catch(() => {})
              }}
            >
              {webSearchBackends.map((backend) => (
                <option key={backend} value={backend}>
                  {t(`settings.services.backends.${backend}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <SettingTextField
          label={t('settings.services.webSearchBaseUrl')}
          value={services.webSearch.baseUrl}
          hint={t('settings.services.hints.webSearchBaseUrl')}
          onCommit={(baseUrl) => change({ services: { webSearch: { ...services.webSearch, baseUrl } } })}
        />
        <SecretField
          name="web-search-key"
          label={t('settings.services.webSearchKey')}
          hint={t('settings.services.webSearchKeyHint')}
          onError={showError}
        />
        {url('readerBaseUrl', t('settings.services.readerBaseUrl'))}
        {url('proxyUrl', t('settings.services.proxyUrl'))}
        <label className="field field-wide settings-check">
          <input
            type="checkbox"
            checked={services.allowPrivateNetworkFetch}
            onChange={(event) =>
              void change({ services: { allowPrivateNetworkFetch: event.target.checked } }).catch(() => {})
            }
          />
          {t('settings.services.allowPrivateNetworkFetch')}
        </label>
        <label className="field field-wide settings-check">
          <input
            type="checkbox"
            checked={settings.library.autoDownload}
            onChange={(event) => void change({ library: { autoDownload: event.target.checked } }).catch(() => {})}
          />
          {t('settings.services.autoDownload')}
        </label>
        <label className="field field-wide settings-check">
          <input
            type="checkbox"
            checked={settings.library.autoParse}
            onChange={(event) => void change({ library: { autoParse: event.target.checked } }).catch(() => {})}
          />
          {t('settings.services.autoParse')}
        </label>
      </div>
      <FormStatus message={status} />
    </section>
  )
}
