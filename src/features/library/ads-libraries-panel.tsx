import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { describeError } from '../../data/describe-error'
import { useCommandCall } from '../../data/use-command-call'
import { useCommandMutation } from '../../data/use-command-mutation'

type AdsLibraries = CommandOutput<'adsLibrary.list'>

interface AdsLibrariesPanelProps {
  collections: string[]
  onImported: () => void
}

const newLibrary = ''

/** The user's NASA ADS libraries: import one as a collection, or send a collection to a new or existing one. */
export function AdsLibrariesPanel({ collections, onImported }: AdsLibrariesPanelProps) {
  const { t } = useTranslation()
  const { mutateAsync: listLibraries } = useCommandCall('adsLibrary.list')
  const { mutateAsync: importAds } = useCommandMutation('adsLibrary.import')
  const { mutateAsync: exportAds } = useCommandMutation('adsLibrary.export')
  const [libraries, setLibraries] = useState<AdsLibraries | null>(null)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null)
  const [collection, setCollection] = useState('')
  const [target, setTarget] = useState(newLibrary)
  const collectionId = useId()
  const targetId = useId()

  async function act(operation: () => Promise<string>) {
    setBusy(true)
    setStatus(null)
    try {
      setStatus({ error: false, text: await operation() })
    } catch (caught) {
      setStatus({ error: true, text: describeError(caught) })
    } finally {
      setBusy(false)
    }
  }

  const load = () =>
    act(async () => {
      const found = await listLibraries({})
      setLibraries(found)
      return t('library.ads.listed', { count: found.length })
    })

  const importLibrary = (libraryId: string) =>
    act(async () => {
      const result = await importAds({ libraryId })
      onImported()
      return t('library.ads.imported', {
        collection: result.collection,
        imported: result.imported,
        updated: result.updated,
        missing: result.missing.length,
      })
    })

  const exportCollection = (name: string) =>
    act(async () => {
      const result = await exportAds({
        collection: name,
        ...(target === newLibrary ? {} : { libraryId: target }),
      })
      return t('library.ads.exported', {
        library: result.name,
        added: result.added,
        withoutBibcode: result.withoutBibcode.length,
      })
    })

  const writable = (libraries ?? []).filter((library) => library.permission !== 'read')
  const chosenCollection = collection || collections[0] || ''
  return (
    <details
      className="library-collections"
      onToggle={(event) => {
        if (event.currentTarget.open && libraries === null && !busy) void load()
      }}
    >
      <summary>{t('library.ads.title')}</summary>
      {libraries ? (
        <ul className="library-collection-list" aria-label={t('library.ads.title')}>
          {libraries.map((library) => (
            <li key={library.id}>
              <span>
                {library.name} <span className="muted">({library.documents})</span>
              </span>
              <button
                type="button"
                className="button button-quiet button-small"
                disabled={busy}
                aria-label={t('library.ads.importLabel', { name: library.name })}
                onClick={() => void importLibrary(library.id)}
              >
                {t('library.ads.import')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {collections.length > 0 ? (
        <form
          className="library-inline-form"
          onSubmit={(event) => {
            event.preventDefault()
            if (chosenCollection) void exportCollection(chosenCollection)
          }}
        >
          <label htmlFor={collectionId}>{t('library.ads.exportCollection')}</label>
          <select
            id={collectionId}
            className="input"
            value={chosenCollection}
            onChange={(event) => setCollection(event.target.value)}
          >
            {collections.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <label htmlFor={targetId}>{t('library.ads.exportTarget')}</label>
          <select id={targetId} className="input" value={target} onChange={(event) => setTarget(event.target.value)}>
            <option value={newLibrary}>{t('library.ads.newLibrary')}</option>
            {writable.map((library) => (
              <option key={library.id} value={library.id}>
                {library.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-small" disabled={busy}>
            {t('library.ads.export')}
          </button>
        </form>
      ) : null}
      {status ? (
        <p className={status.error ? 'alert alert-error' : 'muted'} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      ) : null}
    </details>
  )
}
