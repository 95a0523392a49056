import type { TFunction } from 'i18next'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { useToolInfo } from '../data/tool-catalog-context'
import { CitationSourcesView } from './citation-sources-view'
import { Collapsible } from './collapsible'
import { argumentsPreview, formatForViewer } from './format-json'
import { useTimelineSession } from './timeline-session-context'
import type { ToolPart } from './timeline-types'
import { toolCallLabel } from './tool-call-label'
import { useToolExtras } from './tool-extras-context'
import { ToolStateBadge } from './tool-state-badge'

function progressText(progress: Record<string, unknown>): string {
  const message = typeof progress.message === 'string' ? progress.message : ''
  const fraction = typeof progress.fraction === 'number' ? ` ${Math.round(progress.fraction * 100)}%` : ''
  if (message || fraction) return `${message}${fraction}`.trim()
  return JSON.stringify(progress)
}

function CodeViewer({ value }: { value: unknown }) {
  const { text } = formatForViewer(value)
  return <pre className="code-viewer">{text}</pre>
}

export const ToolPartView = memo(function ToolPartView({ part }: { part: ToolPart }) {
  const { t, i18n } = useTranslation()
  const info = useToolInfo(part.name)
  const sessionId = useTimelineSession()
  const extras = useToolExtras()
  return (
    <div className={`tool-part tool-part-${part.state}`} data-testid="tool-part" data-tool={part.name}>
      <div className="tool-part-header">
        <span className="tool-part-icon" aria-hidden="true">
          ⚙
        </span>
        <span className="tool-part-name" title={part.name}>
          {toolCallLabel(part.name, part.state, info?.ui ?? null, i18n.language)}
        </span>
        <ToolStateBadge state={part.state} />
        <span className="tool-part-preview">{argumentsPreview(part.arguments)}</span>
      </div>
      {part.progress && (part.state === 'running' || part.state === 'pending') ? (
        <p className="tool-part-progress" role="status">
          {progressText(part.progress)}
        </p>
      ) : null}
      {part.state === 'denied' ? <p className="tool-part-note">{denialNote(part, t)}</p> : null}
      {part.state === 'cancelled' ? <p className="tool-part-note">{t('timeline.cancelled')}</p> : null}
      <Collapsible id={`${part.key}:arguments`} summary={t('timeline.arguments')}>
        <p className="tool-part-raw-name">{t('timeline.toolName', { name: part.name })}</p>
        <CodeViewer value={part.arguments} />
      </Collapsible>
      {part.output !== null ? (
        <Collapsible
          id={`${part.key}:output`}
          summary={part.isError ? t('timeline.errorOutput') : t('timeline.output')}
        >
          <CodeViewer value={part.output} />
        </Collapsible>
      ) : null}
      {sessionId && part.metadata.files ? extras.files(sessionId, part.metadata) : null}
      {part.state === 'completed' ? <CitationSourcesView metadata={part.metadata} /> : null}
      {part.state === 'completed' && part.name === 'search_papers' ? extras.foundPapers(part.metadata) : null}
    </div>
  )
})

/** Why a call did not run: the user's answer (with their reason), or a rule, hook or timeout nobody was asked about. */
function denialNote(part: ToolPart, t: TFunction): string {
  const by = part.metadata.deniedBy
  if (by === undefined || by === 'user') {
    // Live, the reason comes with the user's answer; from history, with the stored result.
    const stored = part.metadata.denialReason
    const reason = part.denialReason ?? (typeof stored === 'string' ? stored : null)
    return reason ? t('timeline.deniedWithReason', { reason }) : t('timeline.denied')
  }
  const reason = (part.output ?? '').trim()
  if (by === 'timeout') return t('timeline.deniedTimeout')
  return by === 'hook' ? t('timeline.blockedByHook', { reason }) : t('timeline.refusedByRule', { reason })
}
