import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadTextFile } from '../../components/download-text-file'
import { describeError } from '../../data/describe-error'
import type { LibraryClient } from '../../data/library-client'

/** What to do with the papers checked in the table: download them as a .bib file, or copy their BibTeX. */
export function SelectionBibtexBar({
  client,
  paperIds,
  onClear,
}: {
  client: LibraryClient
  paperIds: string[]
  onClear: () => void
}) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<string | null>(null)
  const count = paperIds.length

  async function act(what: 'download' | 'copy') {
    setStatus(null)
    try {
      const bibtex = await client.exportBibtex({ paperIds })
      if (what === 'download') downloadTextFile('selection.bib', bibtex, 'application/x-bibtex')
      else {
        await navigator.clipboard.writeText(bibtex)
        setStatus(t('library.selection.copied', { count }))
      }
    } catch (error) {
      setStatus(describeError(error))
    }
  }

  return (
    <div className="library-bulk-bar" role="toolbar" aria-label={t('library.selection.label')}>
      <span aria-live="polite">{t('library.selection.count', { count })}</span>
      <button type="button" className="button button-small" onClick={() => void act('download')}>
        {t('library.selection.export')}
      </button>
      <button type="button" className="button button-small" onClick={() => void act('copy')}>
        {t('library.selection.copy')}
      </button>
      <button type="button" className="button button-quiet button-small" onClick={onClear}>
        {t('library.add.clearSelection')}
      </button>
      {status ? (
        <span className="muted" role="status">
          {status}
        </span>
      ) : null}
    </div>
  )
}
