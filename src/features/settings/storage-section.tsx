import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { describeError } from '../../app/describe-error'
import { useSettings } from '../../app/settings-context'
import { useTransport } from '../../app/transport-context'
import { ZoteroImportForm } from './zotero-import-form'

/** Where the app keeps its data (read-only, chosen by the host) and the paper library folder (editable). */
export function StorageSection() {
  const { t } = useTranslation()
  const transport = useTransport()
  const { settings, save } = useSettings()
  const [info, setInfo] = useState<CommandOutput<'app.info'> | null>(null)
  const [libraryDir, setLibraryDir] = useState(settings?.libraryDir ?? '')
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null)
  const libraryId = useId()
  const rerankId = useId()

  useEffect(() => {
    transport
      .invoke('app.info', {})
      .then(setInfo, (error: unknown) => setStatus({ error: true, text: describeError(error) }))
  }, [transport])

  useEffect(() => {
    setLibraryDir(settings?.libraryDir ?? '')
  }, [settings?.libraryDir])

  async function saveLibraryDir() {
    if (libraryDir === settings?.libraryDir) return
    try {
      await save({ patch: { libraryDir } })
      setStatus({ error: false, text: t('settings.storage.saved') })
    } catch (caught) {
      setStatus({ error: true, text: describeError(caught) })
    }
  }

  async function saveRerank(rerank: boolean) {
    try {
      await save({ patch: { retrieval: { rerank } } })
      setStatus({ error: false, text: t('settings.storage.rerankSaved') })
    } catch (caught) {
      setStatus({ error: true, text: describeError(caught) })
    }
  }

  return (
    <section className="settings-section" aria-labelledby="settings-storage">
      <h2 id="settings-storage" className="settings-section-title">
        {t('settings.storage.title')}
      </h2>
      <div className="settings-grid">
        <div className="field field-wide">
          <label className="field-label" htmlFor={libraryId}>
            {t('settings.storage.libraryDir')}
          </label>
          <input
            id={libraryId}
            className="input"
            value={libraryDir}
            placeholder={t('settings.storage.libraryDirPlaceholder')}
            onChange={(event) => setLibraryDir(event.target.value)}
            onBlur={() => void saveLibraryDir()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void saveLibraryDir()
            }}
          />
        </div>
        <div className="field field-wide">
          <label className="field-label" htmlFor={rerankId}>
            <input
              id={rerankId}
              type="checkbox"
              checked={settings?.retrieval.rerank ?? false}
              onChange={(event) => void saveRerank(event.target.checked)}
            />{' '}
            {t('settings.storage.rerank')}
          </label>
          <p className="field-hint">{t('settings.storage.rerankHint')}</p>
        </div>
        {info ? (
          <p className="field-hint field-wide">
            {t('settings.storage.dataDir', { dir: info.dataDir })} ·{' '}
            {t('settings.storage.versions', {
              version: info.version,
              sqlite: info.sqliteVersion,
              vec: info.vecVersion,
            })}
          </p>
        ) : null}
      </div>
      <ZoteroImportForm />
      {status ? (
        <p className={status.error ? 'alert alert-error' : 'muted'} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      ) : null}
    </section>
  )
}
