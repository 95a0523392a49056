import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Paper } from '../../../electron/shared/domain/paper'
import { describeError } from '../../app/describe-error'
import type { LibraryClient } from './library-client'
import { type LibraryFilters, type LibraryListQuery, type LibrarySort, listQuery } from './library-filters'
import { clickRow, type TableSelection } from './table-selection'

const blockSize = 100
const rowHeight = 30
const columns: { sort: LibrarySort; key: string }[] = [
  { sort: 'title', key: 'title' },
  { sort: 'firstAuthor', key: 'firstAuthor' },
  { sort: 'year', key: 'year' },
  { sort: 'venue', key: 'venue' },
  { sort: 'citations', key: 'citations' },
  { sort: 'status', key: 'status' },
  { sort: 'added', key: 'added' },
]

interface LibraryTableProps {
  client: LibraryClient
  filters: LibraryFilters
  /** Grows when the library changed, so loaded rows are fetched again. */
  revision: number
  selectedId: string | null
  onSelect: (paper: Paper) => void
  /** The papers checked for export; shift-click checks a range. */
  checked: TableSelection
  onCheck: (checked: TableSelection) => void
}

/**
 * Every paper matching the filters in one dense table, sorted by any column; only the rows on screen are drawn and
 * fetched (a hundred at a time), so ten thousand papers scroll as smoothly as ten.
 */
export function LibraryTable({ client, filters, revision, selectedId, onSelect, checked, onCheck }: LibraryTableProps) {
  const { t, i18n } = useTranslation()
  const [sort, setSort] = useState<{ column: LibrarySort; direction: NonNullable<LibraryListQuery['direction']> }>({
    column: 'added',
    direction: 'desc',
  })
  const [total, setTotal] = useState(0)
  const [blocks, setBlocks] = useState<ReadonlyMap<number, Paper[]>>(new Map())
  const [error, setError] = useState<string | null>(null)
  const requested = useRef(new Set<number>())
  const scroller = useRef<HTMLDivElement>(null)
  const generation = useRef(0)

  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 20,
  })

  // A new query starts from an empty cache; the first block also tells the total.
  const queryKey = JSON.stringify([filters, sort, revision])
  useEffect(() => {
    void queryKey
    generation.current += 1
    requested.current = new Set()
    setBlocks(new Map())
    setTotal(0)
  }, [queryKey])

  const items = virtualizer.getVirtualItems()
  // Re-runs the loading below after a reset, when the cache was emptied.
  const loaded = blocks.size
  const firstBlock = Math.floor((items[0]?.index ?? 0) / blockSize)
  const lastBlock = Math.floor((items.at(-1)?.index ?? 0) / blockSize)
  useEffect(() => {
    void loaded
    const current = generation.current
    for (let block = firstBlock; block <= lastBlock; block++) {
      if (requested.current.has(block)) continue
      requested.current.add(block)
      client
        .list({ ...listQuery(filters, block, blockSize), sort: sort.column, direction: sort.direction })
        .then((result) => {
          if (generation.current !== current) return
          setTotal(result.total)
          setBlocks((loaded) => new Map(loaded).set(block, result.papers))
          setError(null)
        })
        .catch((failure: unknown) => setError(describeError(failure)))
    }
  }, [client, filters, sort, firstBlock, lastBlock, loaded])

  function toggle(column: LibrarySort) {
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: column === 'added' || column === 'citations' || column === 'year' ? 'desc' : 'asc' },
    )
  }

  const paperAt = (index: number) => blocks.get(Math.floor(index / blockSize))?.[index % blockSize] ?? null
  return (
    <div ref={scroller} className="library-table-scroller">
      <table className="library-table" aria-label={t('library.table.label')} aria-rowcount={total}>
        <thead>
          <tr className="library-table-head">
            <th scope="col" className="library-table-cell library-table-check">
              <span className="visually-hidden">{t('library.selection.column')}</span>
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`library-table-cell library-table-${column.key}`}
                aria-sort={
                  sort.column === column.sort ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                <button type="button" className="library-table-sort" onClick={() => toggle(column.sort)}>
                  {t(`library.table.${column.key}`)}
                  {sort.column === column.sort ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                </button>
              </th>
            ))}
          </tr>
          {error ? (
            <tr>
              <td className="alert alert-error" role="alert">
                {error}
              </td>
            </tr>
          ) : null}
        </thead>
        <tbody className="library-table-body" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const paper = paperAt(item.index)
            return (
              <tr
                key={item.key}
                aria-rowindex={item.index + 1}
                aria-selected={paper !== null && paper.id === selectedId}
                className={paper && paper.id === selectedId ? 'library-table-row is-selected' : 'library-table-row'}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: rowHeight,
                  transform: `translateY(${item.start}px)`,
                }}
                onClick={() => paper && onSelect(paper)}
                onKeyDown={(event) => {
                  if (paper && (event.key === 'Enter' || event.key === ' ')) onSelect(paper)
                }}
                tabIndex={0}
              >
                {paper ? (
                  <>
                    <td className="library-table-cell library-table-check">
                      <input
                        type="checkbox"
                        checked={checked.ids.has(paper.id)}
                        aria-label={t('library.selection.select', { title: paper.title || t('library.untitled') })}
                        onClick={(event) => event.stopPropagation()}
                        onKeyDown={(event) => event.stopPropagation()}
                        onChange={(event) => {
                          const native = event.nativeEvent
                          const shift = native instanceof MouseEvent && native.shiftKey
                          onCheck(clickRow(checked, item.index, paperAt, shift))
                        }}
                      />
                    </td>
                    <td className="library-table-cell library-table-title" title={paper.title}>
                      {paper.title || t('library.untitled')}
                    </td>
                    <td className="library-table-cell library-table-firstAuthor">{paper.authors[0] ?? ''}</td>
                    <td className="library-table-cell library-table-year">{paper.year ?? ''}</td>
                    <td className="library-table-cell library-table-venue">{paper.venue}</td>
                    <td className="library-table-cell library-table-citations">{paper.citationCount ?? ''}</td>
                    <td className="library-table-cell library-table-status">
                      {t(`library.parse.${paper.parseStatus}`)}
                    </td>
                    <td className="library-table-cell library-table-added">
                      {new Date(paper.addedAt).toLocaleDateString(i18n.language)}
                    </td>
                  </>
                ) : (
                  <td className="library-table-cell muted">{t('common.loading')}</td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
