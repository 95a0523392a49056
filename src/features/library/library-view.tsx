import type { ReactNode } from 'react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../data/describe-error'
import { useCommand } from '../../data/use-command'
import { useLibraryClient } from '../../data/use-library-client'
import { AddByIdentifier, identifierCandidates } from './add-by-identifier'
import { AddPdfButton } from './add-pdf-button'
import { AddQueuePanel } from './add-queue-panel'
import { InsidePapersSearch } from './inside-papers-search'
import { type LibraryPane, LibraryPanes, lastLibraryPane, rememberLibraryPane } from './library-panes'
import { LocalLibraryPanel } from './local-library-panel'
import { ObjectLookupForm } from './object-lookup-form'
import { RemoteSearchForm } from './remote-search-form'
import { RemoteSearchPanel } from './remote-search-panel'
import { useAddQueue } from './use-add-queue'
import { useLibraryProgress } from './use-library-progress'
import { useRemoteSearch } from './use-remote-search'
import './library.css'

/** More than this many words pasted at once is text, not a list of papers. */
const maxPastedIdentifiers = 50

function isEditable(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
  )
}

/**
 * The library: add papers (identifiers, links, search results) and follow their queue, search ADS/arXiv, and the
 * search results and the local papers in panes of their own; `reader` (a paper opened for reading) shows in its place.
 * Identifiers pasted anywhere outside a field are added.
 */
export function LibraryView({ reader }: { reader: ReactNode }) {
  const { t } = useTranslation()
  const client = useLibraryClient()
  const [revision, setRevision] = useState(0)
  const changed = useCallback(() => setRevision((value) => value + 1), [])
  const { progress, clear } = useLibraryProgress(changed)
  const queue = useAddQueue(changed)
  const [addError, setAddError] = useState<string | null>(null)
  const inbox = useCommand('library.inbox', {}).data?.path ?? null
  const search = useRemoteSearch(client)
  const [pane, setPane] = useState<LibraryPane>(lastLibraryPane)
  const showPane = useCallback((next: LibraryPane) => {
    rememberLibraryPane(next)
    setPane(next)
  }, [])
  const showError = useCallback((error: unknown) => setAddError(describeError(error)), [])
  const addIdentifiers = useCallback(
    async (identifiers: string[]) => {
      setAddError(null)
      await queue.add({ identifiers }).catch(showError)
    },
    [queue, showError],
  )

  if (reader) return reader
  return (
    <div
      className="library-view"
      onPaste={(event) => {
        if (isEditable(event.target)) return
        const identifiers = identifierCandidates(event.clipboardData.getData('text/plain')).filter((word) =>
          /\d/u.test(word),
        )
        if (identifiers.length === 0 || identifiers.length > maxPastedIdentifiers) return
        event.preventDefault()
        void addIdentifiers(identifiers)
      }}
    >
      <div className="library-toolbar">
        <section className="library-section" aria-labelledby="library-add-title">
          <h2 id="library-add-title">{t('library.add.title')}</h2>
          <div className="library-add-row">
            <AddByIdentifier onAdd={addIdentifiers} />
            <AddPdfButton label={t('library.pdf.add')} onError={setAddError} />
          </div>
        </section>
        <RemoteSearchForm search={search} onSearch={() => showPane('results')} />
        <section className="library-section" aria-labelledby="library-lookup-title">
          <h2 id="library-lookup-title">{t('library.lookup.title')}</h2>
          <ObjectLookupForm />
        </section>
      </div>
      <p className="muted field-hint library-toolbar-hint">
        {t('library.add.pasteHint')}
        {inbox ? ` ${t('library.pdf.inbox', { path: inbox })}` : ''}
      </p>
      {addError ? (
        <p className="alert alert-error" role="alert">
          {addError}
        </p>
      ) : null}
      <AddQueuePanel queue={queue} onError={showError} />
      <LibraryPanes
        pane={pane}
        onPane={showPane}
        resultCount={search.result ? search.result.hits.length : null}
        results={<RemoteSearchPanel search={search} queue={queue} />}
        library={
          <LocalLibraryPanel
            client={client}
            progress={progress}
            revision={revision}
            onStart={clear}
            onChanged={changed}
          />
        }
        inside={<InsidePapersSearch />}
      />
    </div>
  )
}
