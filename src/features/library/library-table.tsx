import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Paper } from '../../../electron/shared/domain/paper'
import { describeError } from '../../data/describe-error'
import type { LibraryClient } from '../../data/library-client'
import { type LibraryFilters, type LibraryListQuery, type LibrarySort, listQuery } from './library-filters'
import { type TableColumnKey, useColumnLayout } from './table-columns'
import { TableColumnsMenu } from './table-columns-menu'
import { clickRow, type TableSelection } from './table-selection'

const blockSize = 100
const rowHeight = 30
/** The order each column sorts by; tags do not sort. */
const sortOf: Record<TableColumnKey, LibrarySort | null> = {
  title: 'title',
  firstAuthor: 'firstAuthor',
  year: 'year',
  venue: 'venue',
  citations: 'citations',
  tags: null,
  status: 'status',
  added: 'added',
}

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
  const columns = useColumnLayout()

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
  const cell = (key: TableColumnKey, paper: Paper) => {
    switch (key) {
      case 'title':
        return paper.title || t('library.untitled')
      case 'firstAuthor':
        return paper.authors[0] ?? ''
      case 'year':
        return paper.year ?? ''
      case 'venue':
        return paper.venue
      case 'citations':
        return paper.citationCount ?? ''
      case 'tags':
        return paper.tags.join(', ')
      case 'status':
        return t(`library.parse.${paper.parseStatus}`)
      case 'added':
        return new Date(paper.addedAt).toLocaleDateString(i18n.language)
    }
  }
  /** Arrow keys move to the row above or below and select it; Space checks a row, Enter shows it. */
  const onRowKey = (event: React.KeyboardEvent, index: number, paper: Paper | null) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const next = Math.min(total - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)))
      virtualizer.scrollToIndex(next)
      requestAnimationFrame(() =>
        scroller.current?.querySelector<HTMLElement>(`tr[aria-rowindex="${next + 1}"]`)?.focus(),
      )
      const target = paperAt(next)
      if (target) onSelect(target)
    } else if (paper && event.key === 'Enter') {
      onSelect(paper)
    } else if (paper && event.key === ' ') {
      event.preventDefault()
      onCheck(clickRow(checked, index, paperAt, false))
    }
  }
  const grid = { gridTemplateColumns: columns.template }
  return (
    <div className="library-table-wrap">
      <div className="library-table-tools">
        <TableColumnsMenu columns={columns} />
      </div>
      <div ref={scroller} className="library-table-scroller">
        <table className="library-table" aria-label={t('library.table.label')} aria-rowcount={total}>
          <thead>
            <tr className="library-table-head" style={grid}>
              <th scope="col" className="library-table-cell library-table-check">
                <span className="visually-hidden">{t('library.selection.column')}</span>
              </th>
              {columns.visible.map((key) => {
                const columnSort = sortOf[key]
                const label = t(`library.table.${key}`)
                return (
                  <th
                    key={key}
                    scope="col"
                    className={`library-table-cell library-table-${key}`}
                    aria-sort={
                      columnSort !== null && sort.column === columnSort
                        ? sort.direction === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined
                    }
                  >
                    {columnSort === null ? (
                      <span className="library-table-sort">{label}</span>
                    ) : (
                      <button type="button" className="library-table-sort" onClick={() => toggle(columnSort)}>
                        {label}
                        {sort.column === columnSort ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                      </button>
                    )}
                    <ColumnResizer
                      label={t('library.table.resize', { column: label })}
                      width={columns.layout.widths[key] ?? null}
                      onWidth={(width) => columns.setWidth(key, width)}
                    />
                  </th>
                )
              })}
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
                    ...grid,
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: rowHeight,
                    transform: `translateY(${item.start}px)`,
                  }}
                  onClick={() => paper && onSelect(paper)}
                  onKeyDown={(event) => onRowKey(event, item.index, paper)}
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
                      {columns.visible.map((key) => (
                        <td
                          key={key}
                          className={`library-table-cell library-table-${key}`}
                          title={key === 'title' ? paper.title : undefined}
                        >
                          {cell(key, paper)}
                        </td>
                      ))}
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
    </div>
  )
}

/** The handle at a column header's right edge: drag it, or use the arrow keys, to set the column's width. */
function ColumnResizer({
  label,
  width,
  onWidth,
}: {
  label: string
  /** The width the user set, in pixels; null while the column has its own. */
  width: number | null
  onWidth: (width: number) => void
}) {
  const widthOf = (handle: HTMLElement) => handle.parentElement?.getBoundingClientRect().width ?? 0
  return (
    // biome-ignore lint/a11y/useSemanticElements: a column separator that is dragged and moved with the arrow keys
    <span
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width ?? 0}
      aria-valuemin={40}
      aria-valuemax={1200}
      tabIndex={0}
      className="library-table-resizer"
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
        event.preventDefault()
        onWidth(widthOf(event.currentTarget) + (event.key === 'ArrowRight' ? 16 : -16))
      }}
      onPointerDown={(event) => {
        event.preventDefault()
        const handle = event.currentTarget
        const start = event.clientX
        const startWidth = widthOf(handle)
        handle.setPointerCapture(event.pointerId)
        const move = (moved: PointerEvent) => onWidth(startWidth + moved.clientX - start)
        const stop = () => {
          handle.removeEventListener('pointermove', move)
          handle.removeEventListener('pointerup', stop)
        }
        handle.addEventListener('pointermove', move)
        handle.addEventListener('pointerup', stop)
      }}
    />
  )
}
