import { useTranslation } from 'react-i18next'
import type { DigestEntry } from '../../../electron/shared/contract/commands/digest'
import { ErrorNotice } from '../../components/error-notice'
import { InlineMarkdown } from '../../components/markdown/inline-markdown'
import { MarkdownView } from '../../components/markdown/markdown-view'
import { useCommandMutation } from '../../data/use-command-mutation'
import { reasonText } from './digest-reason-text'

/** One ranked paper: why it ranks here, its abstract on expand, and what the reader can do with it. */
export function DigestEntryItem({ entry }: { entry: DigestEntry }) {
  const { t } = useTranslation()
  const adding = useCommandMutation('library.add', { alsoRefreshes: ['digest'] })
  const marking = useCommandMutation('digest.markRead')
  const judging = useCommandMutation('digest.feedback')
  const added = entry.inLibrary || adding.isSuccess
  const error = adding.error ?? marking.error ?? judging.error

  /** One action at a time on screen: starting one clears what the others said. */
  function only(action: { reset(): void }) {
    for (const other of [adding, marking, judging]) if (other !== action) other.reset()
  }
  const feedback = (verdict: 'more' | 'less') => {
    only(judging)
    judging.mutate({ arxivId: entry.arxivId, verdict: entry.feedback === verdict ? null : verdict })
  }

  const authors = entry.authors.length > 4 ? `${entry.authors.slice(0, 4).join(', ')} …` : entry.authors.join(', ')
  return (
    <li className={entry.read ? 'digest-entry digest-entry-read' : 'digest-entry'} aria-label={entry.title}>
      <h3 className="digest-entry-title">
        <InlineMarkdown text={entry.title} />
      </h3>
      <p className="muted">
        {authors} · {entry.categories.join(', ')} · arXiv:{entry.arxivId}
      </p>
      <p className="digest-why">
        {entry.reasons.length > 0
          ? `${t('digest.why')}: ${entry.reasons.map((reason) => reasonText(t, reason)).join('; ')}`
          : t('digest.noReason')}
      </p>
      <details>
        <summary>{t('digest.abstract')}</summary>
        <MarkdownView text={entry.abstract} />
      </details>
      <div className="digest-actions">
        <button
          type="button"
          className="button button-small"
          disabled={added}
          onClick={() => {
            only(adding)
            adding.mutate({ identifiers: [entry.arxivId] })
          }}
        >
          {added ? t('digest.inLibrary') : t('digest.addToLibrary')}
        </button>
        <a className="button button-small" href={entry.absUrl} target="_blank" rel="noreferrer noopener">
          {t('digest.openOnArxiv')}
        </a>
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            only(marking)
            marking.mutate({ arxivIds: [entry.arxivId], read: !entry.read })
          }}
        >
          {entry.read ? t('digest.markUnread') : t('digest.markRead')}
        </button>
        <button
          type="button"
          className="button button-small"
          aria-pressed={entry.feedback === 'more'}
          onClick={() => feedback('more')}
        >
          {t('digest.moreLikeThis')}
        </button>
        <button
          type="button"
          className="button button-small"
          aria-pressed={entry.feedback === 'less'}
          onClick={() => feedback('less')}
        >
          {t('digest.notInterested')}
        </button>
      </div>
      <ErrorNotice error={error} />
      {adding.isSuccess ? (
        <p className="muted" role="status">
          {t('digest.adding')}
        </p>
      ) : null}
    </li>
  )
}
