import { useTranslation } from 'react-i18next'
import type { TargetResolution } from '../../electron/shared/domain/paper'
import { ErrorNotice } from '../components/error-notice'
import { Modal } from '../components/modal'
import { useCommand } from '../data/use-command'
import { PassageList } from '../features/ask/passage-list'
import { saveSearch } from '../features/library/saved-search'

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
  const resolving = useCommand('target.resolve', { name })
  const target = resolving.data
  const query = [...new Set([name, target?.canonicalName ?? name])].join(' ')
  const searching = useCommand('library.searchText', { query, k: 8 }, { enabled: target !== undefined })
  const passages = searching.data?.passages

  const searchAds = (target: TargetResolution) => {
    saveSearch({ query: `object:"${target.canonicalName ?? name}"`, source: 'ads', sort: 'citations', result: null })
    onClose()
    onSearchAds()
  }

  return (
    <Modal title={t('objectLookup.title', { name })} onEscape={onClose} wide>
      <div className="object-lookup" data-testid="object-lookup">
        {resolving.isPending ? (
          <p className="muted" role="status">
            {t('objectLookup.resolving')}
          </p>
        ) : null}
        <ErrorNotice error={resolving.error} />
        {target && !target.found ? (
          <p className="alert library-warning" role="status">
            {t('objectLookup.notFound', { name })}
          </p>
        ) : null}
        {target?.found ? (
          <>
            <dl className="object-lookup-facts">
              <dt>{t('objectLookup.name')}</dt>
              <dd>{target.canonicalName ?? name}</dd>
              <dt>{t('objectLookup.type')}</dt>
              <dd>{target.objectType ?? '—'}</dd>
              <dt>{t('objectLookup.position')}</dt>
              <dd data-testid="object-position">
                {target.ra !== null && target.dec !== null
                  ? `RA ${target.ra.toFixed(5)}°, Dec ${target.dec.toFixed(5)}° (ICRS)`
                  : '—'}
                {target.position ? <span className="muted"> · {target.position}</span> : null}
              </dd>
              <dt>{t('objectLookup.aliases')}</dt>
              <dd>{target.aliases.length > 0 ? target.aliases.slice(0, 12).join(' · ') : '—'}</dd>
            </dl>
            <button type="button" className="button" onClick={() => searchAds(target)}>
              {t('objectLookup.searchAds')}
            </button>
          </>
        ) : null}
        {target ? (
          <section aria-label={t('objectLookup.inLibrary')}>
            <h3>{t('objectLookup.inLibrary')}</h3>
            {searching.isPending ? <p className="muted">{t('common.loading')}</p> : null}
            <ErrorNotice error={searching.error} />
            {passages?.length === 0 ? <p className="muted">{t('objectLookup.noPassages')}</p> : null}
            {passages && passages.length > 0 ? <PassageList passages={passages} /> : null}
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
