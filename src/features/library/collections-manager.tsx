import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LabelCount } from '../../data/library-client'

interface CollectionsManagerProps {
  collections: LabelCount[]
  onCreate: (name: string) => void
  onRename: (from: string, to: string) => void
  onDelete: (name: string) => void
}

/** Create, rename and delete collections (deleting keeps the papers). */
export function CollectionsManager({ collections, onCreate, onRename, onDelete }: CollectionsManagerProps) {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const [renaming, setRenaming] = useState<{ from: string; to: string } | null>(null)

  function create(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return
    onCreate(name.trim())
    setName('')
  }

  function rename(event: FormEvent) {
    event.preventDefault()
    if (renaming?.to.trim() && renaming.to.trim() !== renaming.from) onRename(renaming.from, renaming.to.trim())
    setRenaming(null)
  }

  return (
    <details className="library-collections">
      <summary>{t('library.manageCollections', { count: collections.length })}</summary>
      <form className="library-inline-form" onSubmit={create}>
        <input
          className="input"
          aria-label={t('library.newCollection')}
          placeholder={t('library.newCollection')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button button-small" disabled={!name.trim()}>
          {t('library.createCollection')}
        </button>
      </form>
      <ul className="library-collection-list">
        {collections.map((collection) => (
          <li key={collection.name}>
            {renaming?.from === collection.name ? (
              <form className="library-inline-form" onSubmit={rename}>
                <input
                  className="input"
                  aria-label={t('library.renameCollection', { name: collection.name })}
                  value={renaming.to}
                  onChange={(event) => setRenaming({ from: collection.name, to: event.target.value })}
                  onKeyDown={(event) => event.key === 'Escape' && setRenaming(null)}
                />
                <button type="submit" className="button button-small">
                  {t('common.save')}
                </button>
              </form>
            ) : (
              <>
                <span>
                  {collection.name} <span className="muted">({collection.count})</span>
                </span>
                <button
                  type="button"
                  className="button button-quiet button-small"
                  onClick={() => setRenaming({ from: collection.name, to: collection.name })}
                >
                  {t('library.rename')}
                </button>
                <button
                  type="button"
                  className="button button-quiet button-small button-danger"
                  aria-label={t('library.deleteCollection', { name: collection.name })}
                  onClick={() => onDelete(collection.name)}
                >
                  {t('library.delete')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}
