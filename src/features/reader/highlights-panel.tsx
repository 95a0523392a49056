import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Highlight } from '../../../electron/shared/domain/paper'
import { MarkdownView } from '../../components/markdown/markdown-view'
import { AnnotationActions } from './annotation-actions'
import { HighlightForm } from './highlight-form'

interface HighlightsPanelProps {
  highlights: Highlight[]
  onJump: (page: number) => void
  onDelete: (id: string) => void
  /** Saves a changed colour or comment; resolves false when it could not be saved (the editor stays open). */
  onUpdate: (highlight: Highlight) => Promise<boolean>
}

export function HighlightsPanel({ highlights, onJump, onDelete, onUpdate }: HighlightsPanelProps) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<string | null>(null)

  async function save(highlight: Highlight, color: string, comment: string) {
    if (await onUpdate({ ...highlight, color, comment })) setEditing(null)
  }

  return (
    <section className="reader-side-section" aria-labelledby="reader-highlights-title">
      <h3 id="reader-highlights-title">{t('reader.highlights', { count: highlights.length })}</h3>
      {highlights.length === 0 ? <p className="muted">{t('reader.noHighlights')}</p> : null}
      <ul className="reader-annotation-list" aria-label={t('reader.highlightsList')}>
        {highlights.map((highlight) => (
          <li key={highlight.id} className={`reader-annotation reader-annotation-${highlight.color}`}>
            <blockquote className="reader-quote">{highlight.quote}</blockquote>
            {editing === highlight.id ? (
              <HighlightForm
                label={t('reader.editHighlight')}
                className="reader-annotation-editor"
                colorName={`highlight-color-${highlight.id}`}
                initial={highlight}
                submitLabel={t('common.save')}
                onSave={(color, comment) => void save(highlight, color, comment)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                {highlight.comment ? (
                  <div className="reader-note-content">
                    <MarkdownView text={highlight.comment} />
                  </div>
                ) : null}
                <AnnotationActions
                  page={highlight.page}
                  onJump={onJump}
                  editLabel={t('reader.editHighlight')}
                  onEdit={() => setEditing(highlight.id)}
                  deleteLabel={t('reader.deleteHighlight')}
                  onDelete={() => onDelete(highlight.id)}
                />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
