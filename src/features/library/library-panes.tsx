import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'

export type LibraryPane = 'results' | 'library' | 'inside'

/** The pane last shown, kept for the window's lifetime like the search itself. */
let savedPane: LibraryPane = 'library'

export const lastLibraryPane = () => savedPane
export function rememberLibraryPane(pane: LibraryPane): void {
  savedPane = pane
}

const panes: LibraryPane[] = ['results', 'library', 'inside']

/**
 * Search results, the local library and a search inside its papers, each in a pane of its own behind a tab; all stay
 * mounted, so a pane keeps its scroll, selection and open details while another is shown.
 */
export function LibraryPanes({
  pane,
  onPane,
  resultCount,
  results,
  library,
  inside,
}: {
  pane: LibraryPane
  onPane: (pane: LibraryPane) => void
  resultCount: number | null
  results: ReactNode
  library: ReactNode
  inside: ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  const label = (name: LibraryPane) =>
    name === 'results'
      ? resultCount === null
        ? t('library.results.tab')
        : t('library.results.tabCount', { count: resultCount })
      : name === 'library'
        ? t('library.localTitle')
        : t('library.inside.tab')
  return (
    <div className="library-panes">
      <div className="library-pane-tabs" role="tablist" aria-label={t('library.results.panes')}>
        {panes.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-controls={`${id}-${name}`}
            aria-selected={pane === name}
            className={pane === name ? 'library-pane-tab is-active' : 'library-pane-tab'}
            onClick={() => onPane(name)}
          >
            {label(name)}
          </button>
        ))}
      </div>
      {panes.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${id}-${name}`}
          aria-labelledby={`${id}-${name}-tab`}
          hidden={pane !== name}
          className="library-pane"
        >
          {name === 'results' ? results : name === 'library' ? library : inside}
        </div>
      ))}
    </div>
  )
}
