import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PassageView } from '../../electron/shared/contract/commands/library-ask'
import type { TargetResolution } from '../../electron/shared/domain/paper'
import { Modal } from '../components/modal'
import { describeError } from '../data/describe-error'
import { useTransport } from '../data/transport-context'
import { PassageList } from '../features/ask/passage-list'
import { saveSearch } from '../features/library/saved-search'

type Lookup =
  | { state: 'resolving' }
  | { state: 'failed'; error: string }
  | { state: 'done'; target: TargetResolution; passages: PassageView[] | null; passagesError: string | null }

/**
 * An object looked up by name (Sesame): its position, type and other names, the passages of the library's papers
 * that mention it, and a search of ADS for papers on it.
 */
export function ObjectLookup({
  name,
  onClose,
  onSearchAds,
}: {
  name: string
  onClose: () => void
  /** The library view opens with the ADS query filled in. */
  onSearchAds: () => void
}) {
  const { t } = useTranslation()
  const transport = useTransport()
  const [lookup, setLookup] = useState<Lookup>({ state: 'resolving' })
  useEffect(() => {
    let live = true
    void (async () => {
      try {
        const target = await transport.invoke('target.resolve', { name })
        if (!live) return
        setLookup({ state: 'done', target, passages: null, passagesError: null })
        const query = [...new Set([name, target.canonicalName ?? name])].join(' ')
        const found = await transport.invoke('library.searchText', { query, k: 8 })
        if (live) setLookup({ state: 'done', target, passages: found.passages, passagesError: null })
      } catch (caught) {
        if (!live) return
        setLookup((current) =>
          current.state === 'done'
            ? { ...current, passages: [], passagesError: describeError(caught) }
            : { state: 'failed', error: describeError(caught) },
        )
      }
    })()
    return () => {
      live = false
    }
  }, [transport, name])

  const searchAds = (target: TargetResolution) => {
    saveSearch({ query: `object:"${target.canonicalName ?? name}"`, source: 'ads', sort: 'citations', result: null })
    onClose()
    onSearchAds()
  }

  return (
    <Modal title={t('objectLookup.title', { name })} onEscape={onClose} wide>
      <div className="object-lookup" data-testid="object-lookup">
        {lookup.state === 'resolving' ? (
          <p className="muted" role="status">
            {t('objectLookup.resolving')}
          </p>
        ) : null}
        {lookup.state === 'failed' ? (
          <p className="alert alert-error" role="alert">
            {lookup.error}
          </p>
        ) : null}
        {lookup.state === 'done' && !lookup.target.found ? (
          <p className="alert library-warning" role="status">
            {t('objectLookup.notFound', { name })}
          </p>
        ) : null}
        {lookup.state === 'done' && lookup.target.found ? (
          <>
            <dl className="object-lookup-facts">
              <dt>{t('objectLookup.name')}</dt>
              <dd>{lookup.target.canonicalName ?? name}</dd>
              <dt>{t('objectLookup.type')}</dt>
              <dd>{lookup.target.objectType ?? '—'}</dd>
              <dt>{t('objectLookup.position')}</dt>
              <dd data-testid="object-position">
                {lookup.target.ra !== null && lookup.target.dec !== null
                  ? `RA ${lookup.target.ra.toFixed(5)}°, Dec ${lookup.target.dec.toFixed(5)}° (ICRS)`
                  : '—'}
                {lookup.target.position ? <span className="muted"> · {lookup.target.position}</span> : null}
              </dd>
              <dt>{t('objectLookup.aliases')}</dt>
              <dd>{lookup.target.aliases.length > 0 ? lookup.target.aliases.slice(0, 12).join(' · ') : '—'}</dd>
            </dl>
            <button type="button" className="button" onClick={() => searchAds(lookup.target)}>
              {t('objectLookup.searchAds')}
            </button>
          </>
        ) : null}
        {lookup.state === 'done' ? (
          <section aria-label={t('objectLookup.inLibrary')}>
            <h3>{t('objectLookup.inLibrary')}</h3>
            {lookup.passages === null ? <p className="muted">{t('common.loading')}</p> : null}
            {lookup.passagesError ? <p className="alert alert-error">{lookup.passagesError}</p> : null}
            {lookup.passages && lookup.passages.length === 0 && !lookup.passagesError ? (
              <p className="muted">{t('objectLookup.noPassages')}</p>
            ) : null}
            {lookup.passages && lookup.passages.length > 0 ? <PassageList passages={lookup.passages} /> : null}
          </section>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </div>
    </Modal>
  )
}
