import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Paper } from '../../../electron/shared/domain/paper'
import type { PaperChanges } from '../../data/library-client'
import { parseTagList } from './library-filters'

interface PaperLabelsEditorProps {
  paper: Paper
  collections: string[]
  onChange: (changes: PaperChanges) => void
}

/** Reading status, tags (comma-separated) and collection membership of one paper. */
export function PaperLabelsEditor({ paper, collections, onChange }: PaperLabelsEditorProps) {
  const { t } = useTranslation()
  const id = useId()
  const savedTags = paper.tags.join(', ')
  const [tags, setTags] = useState(savedTags)
  useEffect(() => setTags(savedTags), [savedTags])
  const available = collections.filter((name) => !paper.collections.includes(name))

  function saveTags(event?: FormEvent) {
    event?.preventDefault()
    const next = parseTagList(tags)
    if (next.join('\n') !== paper.tags.join('\n')) onChange({ tags: next })
  }

  return (
    <div className="library-labels">
      <label className="library-inline-field" htmlFor={`${id}-status`}>
        <span>{t('library.readingStatus')}</span>
        <select
          id={`${id}-status`}
          className="select"
          value={paper.readingStatus}
          onChange={(event) => onChange({ readingStatus: event.target.value as Paper['readingStatus'] })}
        >
          {(['unread', 'reading', 'read'] as const).map((status) => (
            <option key={status} value={status}>
              {t(`library.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <form className="library-inline-field" onSubmit={saveTags}>
        <label htmlFor={`${id}-tags`}>{t('library.tags')}</label>
        <input
          id={`${id}-tags`}
          className="input"
          value={tags}
          placeholder={t('library.tagsPlaceholder')}
          onChange={(event) => setTags(event.target.value)}
          onBlur={() => saveTags()}
        />
      </form>
      <div className="library-inline-field">
        <span>{t('library.collections')}</span>
        {paper.collections.map((name) => (
          <button
            key={name}
            type="button"
            className="badge badge-accent library-chip"
            aria-label={t('library.removeFromCollection', { name })}
            onClick={() => onChange({ removeCollections: [name] })}
          >
            {name} ×
          </button>
        ))}
        {available.length > 0 ? (
          <select
            className="select library-add-collection"
            aria-label={t('library.addToCollection')}
            value=""
            onChange={(event) => event.target.value && onChange({ addCollections: [event.target.value] })}
          >
            <option value="">{t('library.addToCollection')}</option>
            {available.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : null}
      </div>
    </div>
  )
}
