import { useTranslation } from 'react-i18next'
import type { Highlight } from '../../../electron/shared/domain/paper'

interface HighlightsPanelProps {
  highlights: Highlight[]
  onJump: (page: number) => void
  onDelete: (id: string) => void
}

export function HighlightsPanel({ highlights, onJump, onDelete }: HighlightsPanelProps) {
  const { t } = useTranslation()
  return (
    <section className="reader-side-section" aria-labelledby="reader-highlights-title">
      <h3 id="reader-highlights-title">{t('reader.highlights', { count: highlights.length })}</h3>
      {highlights.length === 0 ? <p className="muted">{t('reader.noHighlights')}</p> : null}
      <ul className="reader-annotation-list" aria-label={t('reader.highlightsList')}>
        {highlights.map((highlight) => (
          <li key={highlight.id} className={`reader-annotation reader-annotation-${highlight.color}`}>
            <blockquote className="reader-quote">{highlight.quote}</blockquote>
            {highlight.comment ? <p className="reader-note-content">{highlight.comment}</p> : null}
            <div className="reader-annotation-actions">
              <button type="button" className="button button-quiet button-small" onClick={() => onJump(highlight.page)}>
                {t('reader.pageShort', { page: highlight.page })}
              </button>
              <button
                type="button"
                className="button button-quiet button-small button-danger"
                aria-label={t('reader.deleteHighlight')}
                onClick={() => onDelete(highlight.id)}
              >
                {t('common.remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
