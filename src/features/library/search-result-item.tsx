import { useTranslation } from 'react-i18next'
import type { PaperSearchHit } from '../../../electron/shared/domain/paper'
import { AuthorLine, PaperIdentifierList } from './paper-identifiers'

interface SearchResultItemProps {
  hit: PaperSearchHit
  importing: boolean
  onImport: () => void
}

export function SearchResultItem({ hit, importing, onImport }: SearchResultItemProps) {
  const { t } = useTranslation()
  return (
    <li className="library-card" aria-label={hit.title}>
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
          {hit.sources.map((source) => (
            <span key={source} className="badge">
              {t(`library.source.${source}`)}
            </span>
          ))}
        </div>
      </div>
      <div className="library-card-actions">
        {hit.localId ? (
          <>
            <span className="badge badge-success">{t('library.inLibrary')}</span>
            {hit.localStatus ? (
              <span className="badge">{t(`library.download.${hit.localStatus.downloadStatus}`)}</span>
            ) : null}
          </>
        ) : (
          <button
            type="button"
            className="button button-primary button-small"
            disabled={importing}
            onClick={onImport}
            aria-label={t('library.importPaper', { title: hit.title })}
          >
            {importing ? t('library.importing') : t('library.import')}
          </button>
        )}
      </div>
    </li>
  )
}
