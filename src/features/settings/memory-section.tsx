import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { MemoryRow } from './memory-row'
import { useMemories } from './use-memories'

/**
 * Settings → Memory: what the assistant kept with save_memory for later sessions. The switch turns memory off as a
 * whole (nothing recalled, nothing saved); each memory can be edited, kept but not recalled, or deleted.
 */
export function MemorySection() {
  const { t } = useTranslation()
  const { settings, save } = useSettings()
  const memories = useMemories()
  const [error, setError] = useState<string | null>(null)
  const enabledId = useId()
  const enabled = settings?.memory.enabled ?? true

  async function saveEnabled(next: boolean) {
    try {
      await save({ patch: { memory: { enabled: next } } })
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  const list = memories.memories
  return (
    <section className="settings-section" aria-labelledby="settings-memory" data-testid="memory-section">
      <h2 id="settings-memory" className="settings-section-title">
        {t('settings.memory.title')}
      </h2>
      <p className="muted">{t('settings.memory.intro')}</p>
      <div className="field">
        <label className="field-label" htmlFor={enabledId}>
          <input
            id={enabledId}
            type="checkbox"
            checked={enabled}
            onChange={(event) => void saveEnabled(event.target.checked)}
          />{' '}
          {t('settings.memory.enabled')}
        </label>
        <p className="field-hint">{t('settings.memory.enabledHint')}</p>
      </div>
      {memories.loadError ? (
        <p className="alert alert-error" role="alert">
          {memories.loadError}
        </p>
      ) : list === null ? (
        <p className="muted">{t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p className="muted">{t('settings.memory.none')}</p>
      ) : (
        <ul className="memory-list" aria-label={t('settings.memory.listLabel')}>
          {list.map((memory) => (
            <MemoryRow key={memory.id} memory={memory} memories={memories} />
          ))}
        </ul>
      )}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
