import { useTranslation } from 'react-i18next'
import { downloadTextFile } from '../../components/download-text-file'
import { ErrorNotice } from '../../components/error-notice'
import { useCommandCall } from '../../data/use-command-call'

/** Saves the paper's notes and highlights as a Markdown file headed by its citation key. */
export function ExportNotesButton({ paperId }: { paperId: string }) {
  const { t } = useTranslation()
  const exporting = useCommandCall('paper.exportNotes')
  const exportNotes = () =>
    exporting.mutate(
      { paper: paperId },
      { onSuccess: ({ fileName, markdown }) => downloadTextFile(fileName, markdown, 'text/markdown') },
    )

  return (
    <>
      <button type="button" className="button button-small" onClick={exportNotes}>
        {t('reader.exportNotes')}
      </button>
      <ErrorNotice error={exporting.error} />
    </>
  )
}
