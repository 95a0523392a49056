import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Digest } from '../../../electron/shared/contract/commands/digest'
import { ErrorNotice } from '../../components/error-notice'
import { CitationAlerts } from './citation-alerts'
import { DigestEntryItem } from './digest-entry-item'
import { useDigest } from './use-digest'
import './digest.css'

function heading(t: ReturnType<typeof useTranslation>['t'], digest: Digest): string {
  const categories = digest.categories.join(', ')
  if (digest.listingDate === null) return t('digest.noListing', { categories, date: digest.requestedDate })
  const counts = { categories, date: digest.listingDate, total: digest.total, unread: digest.unread }
  if (digest.status === 'offline') return t('digest.offline', { ...counts, message: digest.message ?? '' })
  if (digest.status === 'no-announcement') {
    return t('digest.noAnnouncement', { ...counts, requested: digest.requestedDate })
  }
  return t('digest.listing', counts)
}

/** The morning's arXiv papers ranked by the library, with why; earlier days by date. */
export function DigestView({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation()
  const [date, setDate] = useState('')
  const { digest, error, loading, reload } = useDigest(date)
  const dateId = useId()
  return (
    <section className="digest-view" aria-labelledby="digest-title">
      <header className="digest-header">
        <h1 id="digest-title">{t('digest.title')}</h1>
        <label className="field-label" htmlFor={dateId}>
          {t('digest.date')}
        </label>
        <input
          id={dateId}
          className="input"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <button type="button" className="button button-small" onClick={() => void reload()} disabled={loading}>
          {t('digest.refresh')}
        </button>
        <button type="button" className="button button-quiet button-small" onClick={onOpenSettings}>
          {t('digest.settings')}
        </button>
      </header>
      <ErrorNotice error={error} />
      {loading && !digest ? (
        <p className="muted" role="status">
          {t('digest.loading')}
        </p>
      ) : null}
      {digest ? (
        <>
          <p className="muted" data-testid="digest-summary">
            {heading(t, digest)}
          </p>
          <ol className="digest-list" aria-label={t('digest.listLabel')}>
            {digest.entries.map((entry) => (
              <DigestEntryItem key={entry.arxivId} entry={entry} />
            ))}
          </ol>
        </>
      ) : null}
      <CitationAlerts />
    </section>
  )
}
