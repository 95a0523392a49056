import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { ToolPartState } from '../../../electron/shared/contract/events'
import { useCommand } from '../../data/use-command'
import type { TimelineView } from '../../timeline/timeline-types'

const unfinished: readonly ToolPartState[] = ['pending', 'running']

function finishedToolCalls(view: TimelineView): number {
  let count = 0
  for (const run of view.runs) {
    for (const block of run.blocks) {
      if (block.kind !== 'step') continue
      for (const part of block.parts) if (part.kind === 'tool' && !unfinished.includes(part.state)) count += 1
    }
  }
  return count
}

/**
 * The session's tool figures from the engine's metrics hook (`session.metrics`), in the chat header: calls, failures
 * and time spent, per tool on hover. Fetched again whenever another tool call finishes.
 */
export function SessionToolMetrics({ sessionId, view }: { sessionId: string; view: TimelineView }) {
  const { t, i18n } = useTranslation()
  const finished = finishedToolCalls(view)
  // The figures are a convenience; the timeline shows every call anyway, so a failure shows nothing.
  const { data: metrics, refetch } = useCommand('session.metrics', { sessionId }, { enabled: finished > 0 })
  useEffect(() => {
    if (finished > 1) void refetch()
  }, [finished, refetch])

  const tools = Object.entries(metrics?.tools ?? {})
  if (tools.length === 0) return null
  const seconds = (milliseconds: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(milliseconds / 1000)
  const total = tools.reduce(
    (sum, [, metric]) => ({
      calls: sum.calls + metric.calls,
      failed: sum.failed + metric.errors + metric.denied + metric.cancelled,
      durationMs: sum.durationMs + metric.totalDurationMs,
    }),
    { calls: 0, failed: 0, durationMs: 0 },
  )
  const perTool = tools
    .map(([name, metric]) =>
      t('chat.toolMetricsTool', { name, calls: metric.calls, seconds: seconds(metric.totalDurationMs) }),
    )
    .join('\n')
  return (
    <span className="chat-cost" data-testid="session-tool-metrics" title={perTool}>
      {t('chat.toolMetrics', { calls: total.calls, failed: total.failed, seconds: seconds(total.durationMs) })}
    </span>
  )
}
