import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DataTable } from '../../../electron/shared/domain/data-table'
import { saveBytes } from './save-blob'
import { type TableOrder, tableCsv, visibleRows } from './table-rows'

const PAGE = 200

/** A table: typed columns with units, sort by a header, filter by text or `column < value`, pages, CSV export. */
export function TableView({ table, name }: { table: DataTable; name: string }) {
  const { t } = useTranslation()
  const [filter, setFilter] = useState('')
  const [order, setOrder] = useState<TableOrder | null>(null)
  const [page, setPage] = useState(0)
  const rows = useMemo(() => visibleRows(table, filter, order), [table, filter, order])
  const pages = Math.max(1, Math.ceil(rows.length / PAGE))
  const shown = rows.slice(page * PAGE, page * PAGE + PAGE)
  const sortBy = (column: number) => {
    setOrder((current) =>
      current?.column === column ? { column, descending: !current.descending } : { column, descending: false },
    )
    setPage(0)
  }
  return (
    <div className="data-table-view">
      <div className="data-table-toolbar">
        <input
          type="search"
          className="data-table-filter"
          value={filter}
          placeholder={t('dataViews.filterPlaceholder')}
          aria-label={t('dataViews.filter')}
          onChange={(event) => {
            setFilter(event.target.value)
            setPage(0)
          }}
        />
        <span className="muted" data-testid="table-count">
          {t('dataViews.rowCount', { shown: rows.length, total: table.totalRows })}
        </span>
        <button
          type="button"
          className="button button-small"
          onClick={() => saveBytes(tableCsv(table.columns, rows), `${name.replace(/\.[^.]+$/, '')}.csv`, 'text/csv')}
        >
          {t('dataViews.exportCsv')}
        </button>
      </div>
      {table.totalRows > table.rows.length ? (
        <p className="muted">{t('dataViews.firstRows', { count: table.rows.length, total: table.totalRows })}</p>
      ) : null}
      {table.notes.map((note) => (
        <p key={note} className="muted">
          {note}
        </p>
      ))}
      <div className="data-table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              {table.columns.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position (names may repeat)
                  key={index}
                  title={[column.description, column.ucd].filter(Boolean).join(' · ') || undefined}
                  aria-sort={order?.column === index ? (order.descending ? 'descending' : 'ascending') : 'none'}
                >
                  <button type="button" className="data-table-sort" onClick={() => sortBy(index)}>
                    {column.name}
                    {order?.column === index ? (order.descending ? ' ▼' : ' ▲') : ''}
                  </button>
                  <span className="data-table-unit">{column.unit ?? ''}</span>
                  <span className="data-table-type">{t(`dataViews.type.${column.type}`)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place in the shown order
              <tr key={page * PAGE + rowIndex}>
                {row.map((cell, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column's position
                    key={index}
                    className={
                      typeof cell === 'number' ? 'data-table-number' : cell === null ? 'data-table-null' : undefined
                    }
                  >
                    {cell === null ? '' : String(cell)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <div className="data-table-pages">
          <button type="button" className="button button-small" disabled={page === 0} onClick={() => setPage(page - 1)}>
            ←
          </button>
          <span className="muted">{t('dataViews.page', { page: page + 1, pages })}</span>
          <button
            type="button"
            className="button button-small"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            →
          </button>
        </div>
      ) : null}
    </div>
  )
}
