import type { PostToolUseHook } from './hook-types'

export interface ToolMetric {
  calls: number
  completed: number
  errors: number
  denied: number
  cancelled: number
  totalDurationMs: number
  maxDurationMs: number
}

/** AstroResearch `MetricsData`: per-tool counts and durations, collected by a PostToolUse hook. */
export function createToolMetrics(): { hook: PostToolUseHook; snapshot(): Record<string, ToolMetric> } {
  const byTool = new Map<string, ToolMetric>()
  return {
    hook: (input) => {
      const metric = byTool.get(input.tool) ?? {
        calls: 0,
        completed: 0,
        errors: 0,
        denied: 0,
        cancelled: 0,
        totalDurationMs: 0,
        maxDurationMs: 0,
      }
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
    snapshot: () => Object.fromEntries([...byTool].map(([tool, metric]) => [tool, { ...metric }])),
  }
}
