import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { CommandError } from '../../../electron/shared/contract/transport'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

type Summary = CommandOutput<'library.importZotero'>

/** Settings → Storage: import a Zotero data folder (prefilled with Zotero's default folder), with progress and a summary. */
export function ZoteroImportForm() {
  const { t } = useTranslation()
  const transport = useTransport()
  const [dir, setDir] = useState('')
  const [running, setRunning] = useState(false)
  const [fraction, setFraction] = useState(0)
  const [summary, setSummary] = useState<Summary | null>(null)
  const [error, setError] = useState<string | null>(null)
  const dirId = useId()

  useEffect(() => {
    transport.invoke('library.zoteroDefaultDir', {}).then(
      (found) => setDir((current) => current || found.dir),
      () => undefined,
    )
  }, [transport])

  useEffect(() => {
    if (!running) return
    return transport.subscribe({ types: ['library-progress'] }, (event) => {
      if (event.type === 'library-progress' && event.task === 'import') setFraction(event.fraction)
    })
  }, [transport, running])

  async function startImport() {
    setRunning(true)
    setFraction(0)
    setSummary(null)
    setError(null)
    try {
      setSummary(await transport.invoke('library.importZotero', { dir }))
    } catch (caught) {
      setError(
        caught instanceof CommandError && caught.code === 'zotero-not-found'
          ? t('settings.zotero.notFound', { dir })
          : describeError(caught),
      )
    } finally {
      setRunning(false)
    }
  }

  return (
    <form
      className="settings-grid"
      aria-label={t('settings.zotero.title')}
      onSubmit={(event) => {
        event.preventDefault()
        if (!running && dir.trim()) void startImport()
      }}
    >
      <div className="field field-wide">
        <label className="field-label" htmlFor={dirId}>
          {t('settings.zotero.title')}
        </label>
        <input id={dirId} className="input" value={dir} onChange={(event) => setDir(event.target.value)} />
        <p className="field-hint">{t('settings.zotero.hint')}</p>
      </div>
      <div className="field field-wide">
        <button type="submit" className="button" disabled={running || !dir.trim()}>
          {running ? t('settings.zotero.importing') : t('settings.zotero.import')}
        </button>
      </div>
      {running ? (
        <progress
          className="field-wide"
          max={100}
          value={Math.round(fraction * 100)}
          aria-label={t('settings.zotero.progress')}
        />
      ) : null}
      {summary ? (
        <div className="field-wide" role="status">
          <p>
            {t('settings.zotero.summary', {
              imported: summary.imported,
              updated: summary.updated,
              skipped: summary.skipped.length,
              notes: summary.notes,
              attachments: summary.attachments,
              collections: summary.collections,
            })}
          </p>
          {summary.skipped.length > 0 ? (
            <ul className="muted">
              {summary.skipped.map((skip) => (
                <li key={`${skip.zoteroKey}-${skip.reason}`}>
                  {t(`settings.zotero.reason.${skip.reason}`, {
                    title: skip.title || skip.zoteroKey,
                    detail: skip.detail,
                  })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="alert alert-error field-wide" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
