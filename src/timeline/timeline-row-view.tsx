import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { BlockView } from './block-view'
import { CitedMarkdown } from './cited-markdown'
import { PromptRowView } from './prompt-row-view'
import { ReasoningPartView } from './reasoning-part-view'
import { RunEndView } from './run-end-view'
import { StepAgentView } from './step-agent-view'
import { StepUsageView } from './step-usage-view'
import type { TimelineRow } from './timeline-rows'
import { ToolPartView } from './tool-part-view'

export const TimelineRowView = memo(function TimelineRowView({ row }: { row: TimelineRow }) {
  const { t } = useTranslation()
  switch (row.kind) {
    case 'prompt':
      return <PromptRowView run={row.run} />
    case 'part':
      if (row.part.kind === 'text') {
        return (
          <div className="timeline-text" data-testid="assistant-text">
            <CitedMarkdown text={row.part.text} citations={row.citations} />
          </div>
        )
      }
      if (row.part.kind === 'reasoning') {
        return <ReasoningPartView part={row.part} streaming={row.runStatus === 'running'} />
      }
      return <ToolPartView part={row.part} />
    case 'step-usage':
      return <StepUsageView step={row.step} />
    case 'step-agent':
      return <StepAgentView agent={row.agent} />
    case 'block':
      return <BlockView block={row.block} />
    case 'working':
      return (
        <p className="timeline-working" role="status">
          {t('timeline.working')}
        </p>
      )
    case 'run-end':
      return <RunEndView run={row.run} />
  }
})
