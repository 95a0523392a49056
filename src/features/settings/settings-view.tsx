import { useTranslation } from 'react-i18next'
import { useSettings } from '../../app/settings-context'
import { AgentsSection } from './agents-section'
import { DigestSection } from './digest-section'
import { EmbeddingsSection } from './embeddings-section'
import { GeneralSection } from './general-section'
import { McpSection } from './mcp-section'
import { MemorySection } from './memory-section'
import { PermissionsSection } from './permissions-section'
import { ProvidersSection } from './providers-section'
import { ServicesSection } from './services-section'
import { StorageSection } from './storage-section'
import './settings.css'

export function SettingsView() {
  const { t } = useTranslation()
  const { settings, loadError } = useSettings()
  return (
    <div className="settings-view">
      <h1 className="settings-heading">{t('settings.title')}</h1>
      {loadError ? (
        <p className="alert alert-error" role="alert">
          {loadError}
        </p>
      ) : null}
      {settings ? (
        <>
          <GeneralSection />
          <ProvidersSection />
          <EmbeddingsSection />
          <ServicesSection />
          <DigestSection />
          <PermissionsSection />
          <McpSection />
          <AgentsSection />
          <MemorySection />
          <StorageSection />
        </>
      ) : (
        <p className="muted">{t('common.loading')}</p>
      )}
    </div>
  )
}
