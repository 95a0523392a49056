import type { CommandInput } from '../../../electron/shared/contract/commands'
import type { Paper } from '../../../electron/shared/domain/paper'

/** What the user picked in the library's filter bar; empty strings mean "any". */
export interface LibraryFilters {
  text: string
  tag: string
  collection: string
  status: string
}

export const emptyFilters: LibraryFilters = { text: '', tag: '', collection: '', status: '' }

export const readingStatuses: readonly Paper['readingStatus'][] = ['unread', 'reading', 'read']

/** Statuses the filter offers: reading progress, then file states worth finding (failed downloads, parsed papers). */
export const statusFilterOptions = [
  'unread',
  'reading',
  'read',
  'downloaded',
  'unavailable',
  'failed',
  'ready',
  'partial',
  'no-text',
] as const

type LibraryListInput = CommandInput<'library.list'>

export type LibrarySort = NonNullable<LibraryListInput['sort']>

/** A `library.list` query with its page always given. */
export type LibraryListQuery = LibraryListInput & Required<Pick<LibraryListInput, 'limit' | 'offset'>>

export function listQuery(filters: LibraryFilters, page = 0, pageSize = 50): LibraryListQuery {
  const query: LibraryListQuery = { limit: pageSize, offset: page * pageSize }
  const text = filters.text.trim()
  if (text) query.text = text
  if (filters.tag) query.tag = filters.tag
  if (filters.collection) query.collection = filters.collection
  if (filters.status) query.status = filters.status
  return query
}

export function hasActiveFilters(filters: LibraryFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '')
}

/** Tags typed as "a, b ,c" → unique, trimmed, non-empty names in the order given. */
export function parseTagList(text: string): string[] {
  return [...new Set(text.split(/[,，]/).map((tag) => tag.trim()))].filter((tag) => tag.length > 0)
}
