import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { useTransport } from '../../data/transport-context'
import { ZoteroImportForm } from './zotero-import-form'

/**
 * Where the app keeps its data (read-only, chosen by the host), the paper library folder and library search's
 * re-ranking; the two settings are saved together with the Save button.
 */
export function StorageSection() {
  const { t } = useTranslation()
  const transport = useTransport()
  const { settings, save } = useSettings()
  const [info, setInfo] = useState<CommandOutput<'app.info'> | null>(null)
  const [infoError, setInfoError] = useState<string | null>(null)
  const savedLibraryDir = settings?.libraryDir ?? ''
  const savedRerank = settings?.retrieval.rerank ?? false
  const [libraryDir, setLibraryDir] = useState(savedLibraryDir)
  const [rerank, setRerank] = useState(savedRerank)
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null)
  const libraryId = useId()
  const rerankId = useId()

  useEffect(() => {
    transport.invoke('app.info', {}).then(setInfo, (error: unknown) => setInfoError(describeError(error)))
  }, [transport])

  useEffect(() => {
    setLibraryDir(savedLibraryDir)
  }, [savedLibraryDir])

  useEffect(() => {
    setRerank(savedRerank)
  }, [savedRerank])

  const dirty = libraryDir.trim() !== savedLibraryDir || rerank !== savedRerank

  async function submit() {
    setSaving(true)
    try {
      const nextLibraryDir = libraryDir.trim()
      await save({
        patch: {
          ...(nextLibraryDir !== savedLibraryDir ? { libraryDir: nextLibraryDir } : {}),
          ...(rerank !== savedRerank ? { retrieval: { rerank } } : {}),
        },
      })
      setStatus({ error: false, text: t('settings.storage.saved') })
    } catch (caught) {
      setStatus({ error: true, text: describeError(caught) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="settings-section" aria-labelledby="settings-storage" data-testid="storage-section">
      <h2 id="settings-storage" className="settings-section-title">
        {t('settings.storage.title')}
      </h2>
      <form
        className="settings-grid"
        onSubmit={(event) => {
          event.preventDefault()
          if (dirty && !saving) void submit()
        }}
      >
        <div className="field field-wide">
          <label className="field-label" htmlFor={libraryId}>
            {t('settings.storage.libraryDir')}
          </label>
          <input
            id={libraryId}
            className="input"
            value={libraryDir}
            placeholder={t('settings.storage.libraryDirPlaceholder')}
            aria-invalid={status?.error ? true : undefined}
            onChange={(event) => {
              setLibraryDir(event.target.value)
              setStatus(null)
            }}
          />
        </div>
        <div className="field field-wide">
          <label className="field-label" htmlFor={rerankId}>
            <input
              id={rerankId}
              type="checkbox"
              checked={rerank}
              onChange={(event) => {
                setRerank(event.target.checked)
                setStatus(null)
              }}
            />{' '}
            {t('settings.storage.rerank')}
          </label>
          <p className="field-hint">{t('settings.storage.rerankHint')}</p>
        </div>
        <div className="provider-form-actions field-wide">
          <span className="spacer" />
          <button type="submit" className="button button-primary" disabled={!dirty || saving}>
            {t('settings.storage.save')}
          </button>
        </div>
        {status ? (
          <p
            className={status.error ? 'alert alert-error field-wide' : 'muted field-wide'}
            role={status.error ? 'alert' : 'status'}
          >
            {status.text}
          </p>
        ) : null}
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
        {infoError ? (
          <p className="alert alert-error field-wide" role="alert">
            {infoError}
          </p>
        ) : null}
      </form>
      <ZoteroImportForm />
    </section>
  )
}
