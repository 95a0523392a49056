import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Group, Panel } from 'react-resizable-panels'
import type { Paper } from '../../../electron/shared/domain/paper'
import { ResizeHandle } from '../../components/panels/resize-handle'
import { useCollapsiblePanel } from '../../components/panels/use-collapsible-panel'
import { usePanelLayout } from '../../components/panels/use-panel-layout'
import { describeError } from '../../data/describe-error'
import type { LabelCount, LibraryClient } from '../../data/library-client'
import { AdsLibrariesPanel } from './ads-libraries-panel'
import { BibtexControls } from './bibtex-controls'
import { CollectionsManager } from './collections-manager'
import { LibraryFilterBar } from './library-filter-bar'
import { emptyFilters, hasActiveFilters, type LibraryFilters, listQuery } from './library-filters'
import { useLibraryFocus } from './library-focus'
import { LibraryTable } from './library-table'
import { PaperItem } from './paper-item'
import type { LibraryTask, ProgressState } from './progress-reducer'
import { SelectionBibtexBar } from './selection-bibtex-bar'
import { emptySelection, type TableSelection } from './table-selection'

interface LocalLibraryPanelProps {
  client: LibraryClient
  progress: ProgressState
  /** Grows whenever something outside the panel changed the library (an import, a finished task). */
  revision: number
  onStart: (paperId: string, task: LibraryTask) => void
  onChanged: () => void
}

const pageSize = 50
const tablePanels = ['library-table-panel', 'library-detail-panel']

export function LocalLibraryPanel({ client, progress, revision, onStart, onChanged }: LocalLibraryPanelProps) {
  const { t } = useTranslation()
  const [filters, setFilters] = useState<LibraryFilters>(emptyFilters)
  const [page, setPage] = useState(0)
  const [list, setList] = useState<{ papers: Paper[]; total: number } | null>(null)
  const [tags, setTags] = useState<LabelCount[]>([])
  const [collections, setCollections] = useState<LabelCount[]>([])
  const [error, setError] = useState<string | null>(null)
  const [layout, setLayout] = useState<'cards' | 'table'>('cards')
  const [selected, setSelected] = useState<Paper | null>(null)
  const tableLayout = usePanelLayout('library-table', tablePanels)
  const detailPane = useCollapsiblePanel()
  useLibraryFocus(
    useCallback((text: string) => {
      setFilters({ ...emptyFilters, text })
      setPage(0)
    }, []),
  )
  const [checked, setChecked] = useState<TableSelection>(emptySelection)

  const load = useCallback(async () => {
    try {
      const [papers, tagCounts, collectionCounts] = await Promise.all([
        client.list(listQuery(filters, page, pageSize)),
        client.tags(),
        client.collections(),
      ])
      setList(papers)
      setTags(tagCounts)
      setCollections(collectionCounts)
      setError(null)
    } catch (failure) {
      setError(describeError(failure))
    }
  }, [client, filters, page])

  useEffect(() => {
    void revision
    void load()
  }, [load, revision])

  async function manage(action: () => Promise<void>) {
    try {
      await action()
    } catch (failure) {
      setError(describeError(failure))
    }
    onChanged()
  }

  const collectionNames = collections.map((collection) => collection.name)
  return (
    <section className="library-section" aria-labelledby="library-local-title">
      <div className="library-section-head">
        <h2 id="library-local-title">{t('library.localTitle')}</h2>
        <fieldset className="segmented library-layout">
          <legend className="visually-hidden">{t('library.table.layout')}</legend>
          {(['cards', 'table'] as const).map((option) => (
            <label key={option} className={layout === option ? 'segment segment-active' : 'segment'}>
              <input
                type="radio"
                name="library-layout"
                value={option}
                checked={layout === option}
                onChange={() => setLayout(option)}
              />
              {t(`library.table.${option}`)}
            </label>
          ))}
        </fieldset>
        {layout === 'table' ? (
          <button
            type="button"
            className="button button-small"
            aria-controls="library-detail-panel"
            aria-expanded={!detailPane.collapsed}
            onClick={detailPane.toggle}
          >
            {detailPane.collapsed ? t('library.table.showDetail') : t('library.table.hideDetail')}
          </button>
        ) : null}
        <BibtexControls client={client} collection={filters.collection} onImported={onChanged} />
      </div>
      <LibraryFilterBar
        filters={filters}
        tags={tags}
        collections={collections}
        onChange={(next) => {
          setFilters(next)
          setPage(0)
        }}
      />
      <CollectionsManager
        collections={collections}
        onCreate={(name) => void manage(() => client.createCollection(name))}
        onRename={(from, to) => void manage(() => client.renameCollection(from, to))}
        onDelete={(name) => void manage(() => client.deleteCollection(name))}
      />
      <AdsLibrariesPanel collections={collectionNames} onImported={onChanged} />
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {layout === 'table' && checked.ids.size > 0 ? (
        <SelectionBibtexBar client={client} paperIds={[...checked.ids]} onClear={() => setChecked(emptySelection)} />
      ) : null}
      {layout === 'table' ? (
        <Group
          id="library-table"
          className="library-table-layout"
          style={{ height: 'auto' }}
          defaultLayout={tableLayout.defaultLayout}
          onLayoutChanged={tableLayout.onLayoutChanged}
        >
          <Panel id="library-table-panel" minSize={320}>
            <LibraryTable
              client={client}
              filters={filters}
              revision={revision}
              selectedId={selected?.id ?? null}
              onSelect={setSelected}
              checked={checked}
              onCheck={setChecked}
            />
          </Panel>
          <ResizeHandle label={t('layout.resizeDetail')} />
          <Panel
            id="library-detail-panel"
            panelRef={detailPane.panelRef}
            onResize={detailPane.onResize}
            collapsible
            minSize={240}
            defaultSize="40%"
          >
            {selected ? (
              <ul className="library-list library-detail" aria-label={t('library.table.detail')}>
                <PaperItem
                  key={`${selected.id}:${revision}`}
                  paper={list?.papers.find((paper) => paper.id === selected.id) ?? selected}
                  client={client}
                  progress={progress}
                  collections={collectionNames}
                  onStart={onStart}
                  onChanged={onChanged}
                />
              </ul>
            ) : (
              <p className="muted library-detail">{t('library.table.pick')}</p>
            )}
          </Panel>
        </Group>
      ) : list === null ? (
        <p className="muted">{t('common.loading')}</p>
      ) : list.papers.length === 0 ? (
        <p className="muted">{hasActiveFilters(filters) ? t('library.noMatches') : t('library.empty')}</p>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {t('library.paperCount', { count: list.total })}
          </p>
          <ul className="library-list" aria-label={t('library.localTitle')}>
            {list.papers.map((paper) => (
              <PaperItem
                key={paper.id}
                paper={paper}
                client={client}
                progress={progress}
                collections={collectionNames}
                onStart={onStart}
                onChanged={onChanged}
              />
            ))}
          </ul>
          {list.total > pageSize ? (
            <div className="library-pager">
              <button
                type="button"
                className="button button-small"
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                {t('library.previous')}
              </button>
              <button
                type="button"
                className="button button-small"
                disabled={(page + 1) * pageSize >= list.total}
                onClick={() => setPage(page + 1)}
              >
                {t('library.next')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
