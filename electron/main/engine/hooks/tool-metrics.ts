import type { ToolMetric } from '../../../shared/domain/tool-metrics'
import type { PostToolUseHook } from './hook-types'

const emptyMetric = (): ToolMetric => ({
  calls: 0,
  completed: 0,
  errors: 0,
  denied: 0,
  cancelled: 0,
  totalDurationMs: 0,
  maxDurationMs: 0,
})

/** Per-session, per-tool counts and durations, collected by a PostToolUse hook. */
export function createToolMetrics(): {
  hook: PostToolUseHook
  snapshot(sessionId: string): Record<string, ToolMetric>
  forget(sessionId: string): void
} {
  const bySession = new Map<string, Map<string, ToolMetric>>()
  return {
    hook: (input) => {
      const byTool = bySession.get(input.sessionId) ?? new Map<string, ToolMetric>()
      bySession.set(input.sessionId, byTool)
      const metric = byTool.get(input.tool) ?? emptyMetric()
      metric.calls += 1
      if (input.state === 'completed') metric.completed += 1
      else if (input.state === 'error') metric.errors += 1
      else if (input.state === 'denied') metric.denied += 1
      else metric.cancelled += 1
      metric.totalDurationMs += input.durationMs
      metric.maxDurationMs = Math.max(metric.maxDurationMs, input.durationMs)
      byTool.set(input.tool, metric)
      return undefined
    },
    snapshot: (sessionId) =>
      Object.fromEntries([...(bySession.get(sessionId) ?? [])].map(([tool, metric]) => [tool, { ...metric }])),
    forget: (sessionId) => {
      bySession.delete(sessionId)
    },
  }
}
