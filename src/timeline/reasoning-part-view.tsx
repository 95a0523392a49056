import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Collapsible } from './collapsible'
import type { ReasoningPart } from './timeline-types'

export const ReasoningPartView = memo(function ReasoningPartView({
  part,
  streaming,
}: {
  part: ReasoningPart
  streaming: boolean
}) {
  const { t } = useTranslation()
  return (
    <Collapsible
      id={part.key}
      className="reasoning-part"
      summary={streaming ? t('timeline.reasoningStreaming') : t('timeline.reasoning')}
    >
      <p className="reasoning-text">{part.text}</p>
    </Collapsible>
  )
})
