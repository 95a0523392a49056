import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../data/describe-error'
import type { LibraryClient } from '../../data/library-client'

/** The key of the first entry in a BibTeX text (`@article{key,`). */
export function citationKeyOf(bibtex: string): string | null {
  return /@\w+\s*\{\s*([^,\s]+)\s*,/u.exec(bibtex)?.[1] ?? null
}

/** Copy BibTeX / Copy cite key for one paper, as the export writes them. */
export function PaperCitationActions({
  client,
  paperId,
  title,
}: {
  client: LibraryClient
  paperId: string
  title: string
}) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<string | null>(null)

  async function copy(what: 'bibtex' | 'key') {
    try {
      const bibtex = await client.exportBibtex({ paperIds: [paperId] })
      const text = what === 'bibtex' ? bibtex : (citationKeyOf(bibtex) ?? '')
      await navigator.clipboard.writeText(text)
      setStatus(what === 'bibtex' ? t('library.cite.copiedBibtex') : t('library.cite.copiedKey', { key: text }))
    } catch (error) {
      setStatus(describeError(error))
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button-quiet button-small"
        aria-label={t('library.cite.copyBibtexOf', { title })}
        onClick={() => void copy('bibtex')}
      >
        {t('library.cite.copyBibtex')}
      </button>
      <button
        type="button"
        className="button button-quiet button-small"
        aria-label={t('library.cite.copyKeyOf', { title })}
        onClick={() => void copy('key')}
      >
        {t('library.cite.copyKey')}
      </button>
      {status ? (
        <span className="muted library-cite-status" role="status">
          {status}
        </span>
      ) : null}
    </>
  )
}
