import { useTranslation } from 'react-i18next'
import { tableColumnKeys, type useColumnLayout } from './table-columns'

/** The table's "Columns" menu: show or hide each column (the title always shows) and move it earlier or later. */
export function TableColumnsMenu({ columns }: { columns: ReturnType<typeof useColumnLayout> }) {
  const { t } = useTranslation()
  const { layout } = columns
  return (
    <details className="library-columns-menu">
      <summary className="button button-small">{t('library.table.columns')}</summary>
      <ul aria-label={t('library.table.columns')}>
        {layout.order.map((key, index) => (
          <li key={key}>
            <label>
              <input
                type="checkbox"
                checked={!layout.hidden.includes(key)}
                disabled={key === 'title'}
                onChange={(event) => columns.setHidden(key, !event.target.checked)}
              />{' '}
              {t(`library.table.${key}`)}
            </label>
            <span className="spacer" />
            <button
              type="button"
              className="button button-quiet button-small"
              aria-label={t('library.table.moveEarlier', { column: t(`library.table.${key}`) })}
              disabled={index === 0}
              onClick={() => columns.move(key, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="button button-quiet button-small"
              aria-label={t('library.table.moveLater', { column: t(`library.table.${key}`) })}
              disabled={index === tableColumnKeys.length - 1}
              onClick={() => columns.move(key, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ul>
    </details>
  )
}
