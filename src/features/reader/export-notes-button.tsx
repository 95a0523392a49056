import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadTextFile } from '../../components/download-text-file'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

/** Saves the paper's notes and highlights as a Markdown file headed by its citation key. */
export function ExportNotesButton({ paperId }: { paperId: string }) {
  const { t } = useTranslation()
  const transport = useTransport()
  const [error, setError] = useState<string | null>(null)

  async function exportNotes() {
    try {
      const { fileName, markdown } = await transport.invoke('paper.exportNotes', { paper: paperId })
      downloadTextFile(fileName, markdown, 'text/markdown')
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  return (
    <>
      <button type="button" className="button button-small" onClick={() => void exportNotes()}>
        {t('reader.exportNotes')}
      </button>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}
