import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RelatedPapers } from './related-papers'

type Detail = 'abstract' | 'references' | 'citations'

interface PaperDetailsProps {
  title: string
  abstract: string
  /** Library id or identifier for ADS's references and citations; null when the paper has none. */
  reference: string | null
}

/** Abstract, references and citations of a paper, each opened on demand under it. */
export function PaperDetails({ title, abstract, reference }: PaperDetailsProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Detail | null>(null)
  const details: Detail[] = reference ? ['abstract', 'references', 'citations'] : ['abstract']
  return (
    <div className="paper-details">
      <div className="paper-details-tabs">
        {details.map((detail) => (
          <button
            key={detail}
            type="button"
            className={open === detail ? 'button button-small button-pressed' : 'button button-quiet button-small'}
            aria-expanded={open === detail}
            aria-label={t(`library.related.show.${detail}`, { title })}
            onClick={() => setOpen(open === detail ? null : detail)}
          >
            {t(`library.related.tab.${detail}`)}
          </button>
        ))}
      </div>
      {open === 'abstract' ? <p className="paper-abstract">{abstract || t('library.related.noAbstract')}</p> : null}
      {open && open !== 'abstract' && reference ? <RelatedPapers reference={reference} kind={open} /> : null}
    </div>
  )
}
