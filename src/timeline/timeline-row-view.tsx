import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { MarkdownView } from '../components/markdown/markdown-view'
import { BlockView } from './block-view'
import { formatCost } from './format-usage'
import { ReasoningPartView } from './reasoning-part-view'
import { StepUsageView } from './step-usage-view'
import type { TimelineRow } from './timeline-rows'
import type { RunView } from './timeline-types'
import { ToolPartView } from './tool-part-view'

function RunEnd({ run }: { run: RunView }) {
  const { t } = useTranslation()
  const cost = run.costUsd > 0 ? ` · ${formatCost(run.costUsd)}` : ''
  if (run.status === 'cancelled') {
    return (
      <p className="timeline-marker" data-testid="run-end">
        {t('timeline.runCancelled')}
        {cost}
      </p>
    )
  }
  const label =
    run.status === 'max-steps' ? t('timeline.runMaxSteps') : run.status === 'error' ? t('timeline.runError') : ''
  if (!label) return cost ? <p className="timeline-run-cost">{formatCost(run.costUsd)}</p> : null
  return (
    <p className="timeline-marker" data-testid="run-end">
      {label}
      {cost}
    </p>
  )
}

export const TimelineRowView = memo(function TimelineRowView({ row }: { row: TimelineRow }) {
  const { t } = useTranslation()
  switch (row.kind) {
    case 'prompt':
      return (
        <div className="timeline-prompt" data-testid="user-message">
          <p>{row.run.prompt}</p>
        </div>
      )
    case 'part':
      if (row.part.kind === 'text') {
        return (
          <div className="timeline-text" data-testid="assistant-text">
            <MarkdownView text={row.part.text} />
          </div>
        )
      }
      if (row.part.kind === 'reasoning') {
        return <ReasoningPartView part={row.part} streaming={row.runStatus === 'running'} />
      }
      return <ToolPartView part={row.part} />
    case 'step-usage':
      return <StepUsageView step={row.step} />
    case 'block':
      return <BlockView block={row.block} />
    case 'working':
      return (
        <p className="timeline-working" role="status">
          {t('timeline.working')}
        </p>
      )
    case 'run-end':
      return <RunEnd run={row.run} />
  }
})
