import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'
import type { RunView } from '../../timeline/timeline-types'
import { downloadTextFile } from '../library/download-text-file'
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
  const transport = useTransport()
  const [error, setError] = useState<string | null>(null)

  async function exportMarkdown() {
    try {
      const artifacts = await transport.invoke('artifact.list', { sessionId })
      const markdown = conversationMarkdown(title, runs, artifacts, {
        user: t('export.user'),
        assistant: t('export.assistant'),
        sources: t('export.sources'),
        artifacts: t('artifacts.title'),
        tool: (name) => t('export.tool', { name }),
      })
      downloadTextFile(fileName(title), markdown, 'text/markdown')
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button-small"
        disabled={runs.length === 0}
        onClick={() => void exportMarkdown()}
      >
        {t('export.markdown')}
      </button>
      {error ? (
        <span className="alert alert-error" role="alert">
          {error}
        </span>
      ) : null}
    </>
  )
}
