import { useTranslation } from 'react-i18next'
import { citationSourceLabel, citationSources, openCitationSource } from './citation-sources'

/** The papers a tool result cites, each a button that opens the reader at the passage's first page. */
export function CitationSourcesView({ metadata }: { metadata: Record<string, unknown> }) {
  const { t } = useTranslation()
  const sources = citationSources(metadata)
  if (sources.length === 0) return null
  return (
    <div className="citation-sources" data-testid="citation-sources">
      <p className="tool-part-note">{t('timeline.sources')}</p>
      <ul className="citation-sources-list">
        {sources.map((source) => (
          <li key={source.key}>
            <button
              type="button"
              className="collapsible-toggle citation-source"
              title={t('timeline.openCitation', { title: source.title || source.paperId, page: source.pageStart })}
              onClick={() => openCitationSource(source)}
            >
              {citationSourceLabel(source)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
