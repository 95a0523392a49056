import { type ChangeEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BIBTEX_IMPORT_PROGRESS_ID } from '../../../electron/shared/domain/bibtex-import'
import { downloadTextFile } from '../../components/download-text-file'
import { describeError } from '../../data/describe-error'
import type { LibraryClient } from '../../data/library-client'
import { ProgressBar } from './progress-bar'
import { useLibraryProgress } from './use-library-progress'

interface BibtexControlsProps {
  client: LibraryClient
  /** Export only this collection when set. */
  collection: string
  onImported: () => void
}

/** Export the library (or a collection) as a .bib file; import papers from one. */
export function BibtexControls({ client, collection, onImported }: BibtexControlsProps) {
  const { t } = useTranslation()
  const fileInput = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const importing = useRef<AbortController | null>(null)
  const { progress } = useLibraryProgress()
  const importProgress = progress[BIBTEX_IMPORT_PROGRESS_ID]?.import
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string; details?: string[] } | null>(null)

  async function exportBibtex() {
    setBusy(true)
    setMessage(null)
    try {
      const text = await client.exportBibtex(collection ? { collection } : {})
      downloadTextFile(collection ? `${collection}.bib` : 'library.bib', text, 'application/x-bibtex')
    } catch (failure) {
      setMessage({ kind: 'error', text: describeError(failure) })
    } finally {
      setBusy(false)
    }
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setBusy(true)
    setMessage(null)
    const controller = new AbortController()
    importing.current = controller
    try {
      const result = await client.importBibtex(await file.text(), controller.signal)
      const summary = t('library.bibtexImported', { count: result.imported })
      setMessage({
        kind: result.errors.length > 0 ? 'error' : 'info',
        text:
          result.errors.length > 0
            ? `${summary} ${t('library.bibtexErrors', { count: result.errors.length })}`
            : summary,
        details: result.errors,
      })
      onImported()
    } catch (failure) {
      setMessage({
        kind: 'error',
        text: controller.signal.aborted ? t('library.bibtexCancelled') : describeError(failure),
      })
    } finally {
      importing.current = null
      setBusy(false)
    }
  }

  return (
    <div className="library-bibtex">
      <button type="button" className="button button-small" disabled={busy} onClick={() => void exportBibtex()}>
        {collection ? t('library.exportCollection', { name: collection }) : t('library.exportBibtex')}
      </button>
      <button type="button" className="button button-small" disabled={busy} onClick={() => fileInput.current?.click()}>
        {t('library.importBibtex')}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".bib,text/x-bibtex,application/x-bibtex"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('library.importBibtex')}
        onChange={(event) => void importFile(event)}
      />
      {busy && importing.current && importProgress && !importProgress.finished ? (
        <ProgressBar
          label={t('library.bibtexImporting')}
          progress={importProgress}
          cancel={{
            label: t('library.bibtexCancel'),
            text: t('common.cancel'),
            onCancel: () => importing.current?.abort(),
          }}
        />
      ) : null}
      {message ? (
        <div className={message.kind === 'error' ? 'alert alert-error' : 'alert'} role="status">
          <p>{message.text}</p>
          {message.details && message.details.length > 0 ? (
            <ul aria-label={t('library.bibtexErrorList')}>
              {message.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
