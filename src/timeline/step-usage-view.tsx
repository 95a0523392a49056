import { useTranslation } from 'react-i18next'
import { formatCost, formatTokens } from './format-usage'
import type { StepBlock } from './timeline-types'

export function StepUsageView({ step }: { step: StepBlock }) {
  const { t, i18n } = useTranslation()
  if (!step.usage) return null
  const { usage, costUsd, costKnown } = step.usage
  const number = (count: number) => formatTokens(count, i18n.language)
  return (
    <p className="step-usage" data-testid="step-usage">
      {t('timeline.usage', {
        step: step.step,
        input: number(usage.inputTokens),
        output: number(usage.outputTokens),
      })}
      {usage.cachedInputTokens > 0 ? ` · ${t('timeline.cached', { count: usage.cachedInputTokens })}` : ''}
      {usage.reasoningTokens > 0 ? ` · ${t('timeline.reasoningTokens', { count: usage.reasoningTokens })}` : ''}
      {` · ${formatCost(costUsd, costKnown, t('timeline.costUnknown'))}`}
    </p>
  )
}
