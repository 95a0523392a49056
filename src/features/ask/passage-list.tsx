import { useTranslation } from 'react-i18next'
import type { PassageView } from '../../../electron/shared/contract/commands/library-ask'
import { openReader } from '../../navigation/reader-navigation'

export const openPassage = (passage: PassageView) => openReader(passage.paperId, passage.page, passage.text)

/** The retrieved passages, best first, each opening the reader at its page with the passage marked. */
export function PassageList({ passages }: { passages: PassageView[] }) {
  const { t } = useTranslation()
  return (
    <ol className="ask-passages" aria-label={t('ask.passages')}>
      {passages.map((passage) => {
        const pages =
          passage.page === passage.pageEnd
            ? t('ask.page', { page: passage.page })
            : t('ask.pages', { page: passage.page, pageEnd: passage.pageEnd })
        return (
          <li key={passage.key} className="ask-passage" aria-label={`${passage.key} ${passage.title}`}>
            <div className="ask-passage-head">
              <span className="ask-passage-key">[{passage.key}]</span>
              <span className="ask-passage-title">{passage.title}</span>
              <span className="muted">
                {passage.firstAuthor}
                {passage.year ? ` ${passage.year}` : ''} · {pages}
              </span>
              <button
                type="button"
                className="button button-small"
                aria-label={t('ask.openPassage', { key: passage.key, title: passage.title, page: passage.page })}
                onClick={() => openPassage(passage)}
              >
                {t('ask.open', { page: passage.page })}
              </button>
            </div>
            <p className="ask-passage-text">{passage.text}</p>
          </li>
        )
      })}
    </ol>
  )
}
