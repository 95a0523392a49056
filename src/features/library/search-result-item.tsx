import { useTranslation } from 'react-i18next'
import type { AddJob } from '../../../electron/shared/domain/library-add'
import type { PaperSearchHit } from '../../../electron/shared/domain/paper'
import { PaperDetails } from './paper-details'
import { AuthorLine, PaperIdentifierList } from './paper-identifiers'
import { PaperLinks } from './paper-links'

interface SearchResultItemProps {
  hit: PaperSearchHit
  /** The add job started from this result, while it is known. */
  job: AddJob | null
  selected: boolean
  onSelect: (selected: boolean) => void
  onAdd: () => void
}

export function SearchResultItem({ hit, job, selected, onSelect, onAdd }: SearchResultItemProps) {
  const { t } = useTranslation()
  const inLibrary = hit.localId !== null || job?.state === 'done'
  return (
    <li className="library-card" aria-label={hit.title}>
      <input
        type="checkbox"
        className="library-card-select"
        checked={selected}
        disabled={inLibrary}
        aria-label={t('library.add.select', { title: hit.title })}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <div className="library-card-main">
        <h4 className="library-card-title">{hit.title || t('library.untitled')}</h4>
        <div className="library-card-meta">
          <AuthorLine authors={hit.authors} etAl={t('library.etAl')} />
          {hit.year ? <span>{hit.year}</span> : null}
          {hit.venue ? <span className="library-venue">{hit.venue}</span> : null}
          {hit.citationCount !== null ? <span>{t('library.citations', { count: hit.citationCount })}</span> : null}
        </div>
        <div className="library-card-meta">
          <PaperIdentifierList paper={hit} />
          <PaperLinks paper={hit} />
          {hit.sources.map((source) => (
            <span key={source} className="badge">
              {t(`library.source.${source}`)}
            </span>
          ))}
        </div>
        <PaperDetails
          title={hit.title}
          abstract={hit.abstract}
          reference={hit.bibcode ?? hit.arxivId ?? hit.doi ?? null}
        />
      </div>
      <div className="library-card-actions">
        {inLibrary ? (
          <>
            <span className="badge badge-success">{t('library.inLibrary')}</span>
            {hit.localStatus && !job ? (
              <span className="badge">{t(`library.download.${hit.localStatus.downloadStatus}`)}</span>
            ) : null}
          </>
        ) : job && job.state !== 'failed' ? (
          <span className="badge">{t(`library.add.steps.${job.step}`)}</span>
        ) : (
          <button
            type="button"
            className="button button-primary button-small"
            onClick={onAdd}
            aria-label={t('library.add.addPaper', { title: hit.title })}
          >
            {job?.state === 'failed' ? t('library.add.retry') : t('library.add.addAction')}
          </button>
        )}
      </div>
    </li>
  )
}
