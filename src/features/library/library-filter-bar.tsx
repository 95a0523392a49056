import { useTranslation } from 'react-i18next'
import type { LabelCount } from '../../data/library-client'
import { emptyFilters, hasActiveFilters, type LibraryFilters, statusFilterOptions } from './library-filters'

interface LibraryFilterBarProps {
  filters: LibraryFilters
  tags: LabelCount[]
  collections: LabelCount[]
  onChange: (filters: LibraryFilters) => void
}

export function LibraryFilterBar({ filters, tags, collections, onChange }: LibraryFilterBarProps) {
  const { t } = useTranslation()
  const set = (key: keyof LibraryFilters, value: string) => onChange({ ...filters, [key]: value })
  return (
    <fieldset className="library-filters">
      <legend className="visually-hidden">{t('library.filters')}</legend>
      <input
        className="input"
        type="search"
        aria-label={t('library.filterText')}
        placeholder={t('library.filterText')}
        value={filters.text}
        onChange={(event) => set('text', event.target.value)}
      />
      <select
        className="select"
        aria-label={t('library.filterTag')}
        value={filters.tag}
        onChange={(event) => set('tag', event.target.value)}
      >
        <option value="">{t('library.anyTag')}</option>
        {tags.map((tag) => (
          <option key={tag.name} value={tag.name}>
            {tag.name} ({tag.count})
          </option>
        ))}
      </select>
      <select
        className="select"
        aria-label={t('library.filterCollection')}
        value={filters.collection}
        onChange={(event) => set('collection', event.target.value)}
      >
        <option value="">{t('library.anyCollection')}</option>
        {collections.map((collection) => (
          <option key={collection.name} value={collection.name}>
            {collection.name} ({collection.count})
          </option>
        ))}
      </select>
      <select
        className="select"
        aria-label={t('library.filterStatus')}
        value={filters.status}
        onChange={(event) => set('status', event.target.value)}
      >
        <option value="">{t('library.anyStatus')}</option>
        {statusFilterOptions.map((status) => (
          <option key={status} value={status}>
            {t(`library.statusFilter.${status}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button-small"
        disabled={!hasActiveFilters(filters)}
        onClick={() => onChange(emptyFilters)}
      >
        {t('library.clearFilters')}
      </button>
    </fieldset>
  )
}
