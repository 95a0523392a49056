import { useTranslation } from 'react-i18next'
import type { PaperIdentifiers } from '../../../electron/shared/domain/paper'

/** Where to read about the paper elsewhere: its ADS abstract page, arXiv and DOI pages. */
export function PaperLinks({ paper }: { paper: PaperIdentifiers }) {
  const { t } = useTranslation()
  const links = [
    paper.bibcode
      ? { key: 'ads', href: `https://ui.adsabs.harvard.edu/abs/${encodeURIComponent(paper.bibcode)}/abstract` }
      : null,
    paper.arxivId ? { key: 'arxiv', href: `https://arxiv.org/abs/${paper.arxivId}` } : null,
    paper.doi ? { key: 'doi', href: `https://doi.org/${paper.doi}` } : null,
  ].filter((link) => link !== null)
  if (links.length === 0) return null
  return (
    <span className="library-links">
      {links.map((link) => (
        <a key={link.key} href={link.href} target="_blank" rel="noreferrer noopener">
          {t(`library.links.${link.key}`)}
        </a>
      ))}
    </span>
  )
}
