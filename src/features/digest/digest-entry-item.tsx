import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DigestEntry } from '../../../electron/shared/contract/commands/digest'
import { InlineMarkdown } from '../../components/markdown/inline-markdown'
import { MarkdownView } from '../../components/markdown/markdown-view'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'
import { reasonText } from './digest-reason-text'

/** One ranked paper: why it ranks here, its abstract on expand, and what the reader can do with it. */
export function DigestEntryItem({ entry, onChanged }: { entry: DigestEntry; onChanged: () => Promise<void> }) {
  const { t } = useTranslation()
  const transport = useTransport()
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const [added, setAdded] = useState(entry.inLibrary)

  async function act(action: () => Promise<unknown>, done?: string) {
    try {
      await action()
      setMessage(done ? { error: false, text: done } : null)
      await onChanged()
    } catch (caught) {
      setMessage({ error: true, text: describeError(caught) })
    }
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
          onClick={() =>
            void act(async () => {
              await transport.invoke('library.add', { identifiers: [entry.arxivId] })
              setAdded(true)
            }, t('digest.adding'))
          }
        >
          {added ? t('digest.inLibrary') : t('digest.addToLibrary')}
        </button>
        <a className="button button-small" href={entry.absUrl} target="_blank" rel="noreferrer noopener">
          {t('digest.openOnArxiv')}
        </a>
        <button
          type="button"
          className="button button-small"
          onClick={() =>
            void act(() => transport.invoke('digest.markRead', { arxivIds: [entry.arxivId], read: !entry.read }))
          }
        >
          {entry.read ? t('digest.markUnread') : t('digest.markRead')}
        </button>
        <button
          type="button"
          className="button button-small"
          aria-pressed={entry.feedback === 'more'}
          onClick={() =>
            void act(() =>
              transport.invoke('digest.feedback', {
                arxivId: entry.arxivId,
                verdict: entry.feedback === 'more' ? null : 'more',
              }),
            )
          }
        >
          {t('digest.moreLikeThis')}
        </button>
        <button
          type="button"
          className="button button-small"
          aria-pressed={entry.feedback === 'less'}
          onClick={() =>
            void act(() =>
              transport.invoke('digest.feedback', {
                arxivId: entry.arxivId,
                verdict: entry.feedback === 'less' ? null : 'less',
              }),
            )
          }
        >
          {t('digest.notInterested')}
        </button>
      </div>
      {message ? (
        <p className={message.error ? 'alert alert-error' : 'muted'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
    </li>
  )
}
