import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { AskScope } from '../../../electron/shared/contract/commands/library-ask'
import { useCommand } from '../../data/use-command'

interface AskScopePickerProps {
  scope: AskScope
  onChange: (scope: AskScope) => void
}

/** Whole library, one collection, or papers ticked from the library's list. */
export function AskScopePicker({ scope, onChange }: AskScopePickerProps) {
  const { t } = useTranslation()
  const collections = useCommand('collection.list', {}).data?.map((item) => item.name) ?? []
  const papers = useCommand('library.list', { limit: 200, status: 'ready' }).data?.papers ?? []
  const kindId = useId()
  const collectionId = useId()

  const selected = scope.kind === 'papers' ? new Set(scope.paperIds) : new Set<string>()
  const toggle = (paperId: string) => {
    const next = new Set(selected)
    if (next.has(paperId)) next.delete(paperId)
    else next.add(paperId)
    onChange({ kind: 'papers', paperIds: [...next] })
  }

  return (
    <div className="ask-scope">
      <div className="field">
        <label className="field-label" htmlFor={kindId}>
          {t('ask.scope')}
        </label>
        <select
          id={kindId}
          className="select"
          value={scope.kind}
          onChange={(event) => {
            const kind = event.target.value
            if (kind === 'collection') onChange({ kind, name: collections[0] ?? '' })
            else if (kind === 'papers') onChange({ kind, paperIds: [] })
            else onChange({ kind: 'library' })
          }}
        >
          <option value="library">{t('ask.scopeLibrary')}</option>
          <option value="collection" disabled={collections.length === 0}>
            {t('ask.scopeCollection')}
          </option>
          <option value="papers" disabled={papers.length === 0}>
            {t('ask.scopePapers')}
          </option>
        </select>
      </div>
      {scope.kind === 'collection' ? (
        <div className="field">
          <label className="field-label" htmlFor={collectionId}>
            {t('ask.collection')}
          </label>
          <select
            id={collectionId}
            className="select"
            value={scope.name}
            onChange={(event) => onChange({ kind: 'collection', name: event.target.value })}
          >
            {collections.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {scope.kind === 'papers' ? (
        <fieldset className="ask-papers">
          <legend className="field-label">{t('ask.choosePapers')}</legend>
          {papers.map((paper) => (
            <label key={paper.id} className="ask-paper-option">
              <input type="checkbox" checked={selected.has(paper.id)} onChange={() => toggle(paper.id)} />
              {paper.title}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
