import { useTranslation } from 'react-i18next'
import { downloadTextFile } from '../../components/download-text-file'
import { ErrorNotice } from '../../components/error-notice'
import { useCommandCall } from '../../data/use-command-call'
import type { RunView } from '../../timeline/timeline-types'
import { conversationMarkdown } from './conversation-markdown'

function fileName(title: string): string {
  const safe = title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'conversation'
  return `${safe.slice(0, 80)}.md`
}

/** Saves the conversation (prompts, answers, cited sources and artifacts) as one Markdown file. */
export function ExportConversationButton({
  sessionId,
  title,
  runs,
}: {
  sessionId: string
  title: string
  runs: readonly RunView[]
}) {
  const { t } = useTranslation()
  const listing = useCommandCall('artifact.list')

  function exportMarkdown() {
    listing.mutate(
      { sessionId },
      {
        onSuccess: (artifacts) => {
          const markdown = conversationMarkdown(title, runs, artifacts, {
            user: t('export.user'),
            assistant: t('export.assistant'),
            sources: t('export.sources'),
            artifacts: t('artifacts.title'),
            tool: (name) => t('export.tool', { name }),
          })
          downloadTextFile(fileName(title), markdown, 'text/markdown')
        },
      },
    )
  }

  return (
    <>
      <button type="button" className="button button-small" disabled={runs.length === 0} onClick={exportMarkdown}>
        {t('export.markdown')}
      </button>
      <ErrorNotice error={listing.error} />
    </>
  )
}
