import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorNotice } from '../../components/error-notice'
import { useSettings } from '../../data/settings-context'
import { AgentsSection } from './agents-section'
import { DigestSection } from './digest-section'
import { EmbeddingsSection } from './embeddings-section'
import { GeneralSection } from './general-section'
import { HooksSection } from './hooks-section'
import { McpSection } from './mcp-section'
import { MemorySection } from './memory-section'
import { PermissionsSection } from './permissions-section'
import { ProvidersSection } from './providers-section'
import { ServicesSection } from './services-section'
import type { SettingsSectionId } from './settings-sections'
import { SkillsSection } from './skills-section'
import { StorageSection } from './storage-section'
import './settings.css'

/** Every setting on one page; `section` (from the palette) is scrolled to once the page is there. */
export function SettingsView({ section }: { section: { id: SettingsSectionId; at: number } | null }) {
  const { t } = useTranslation()
  const { settings, loadError } = useSettings()
  const loaded = settings !== null
  useEffect(() => {
    if (!section || !loaded) return
    const heading = document.getElementById(`settings-${section.id}`)
    heading?.scrollIntoView({ block: 'start' })
    heading
      ?.closest('section')
      ?.querySelector<HTMLElement>('input, select, button, textarea')
      ?.focus({ preventScroll: true })
  }, [section, loaded])
  return (
    <div className="settings-view">
      <h1 className="settings-heading">{t('settings.title')}</h1>
      <ErrorNotice error={loadError} />
      {settings ? (
        <>
          <GeneralSection />
          <ProvidersSection />
          <EmbeddingsSection />
          <ServicesSection />
          <DigestSection />
          <PermissionsSection />
          <HooksSection />
          <SkillsSection />
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
