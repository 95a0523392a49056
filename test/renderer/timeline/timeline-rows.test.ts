import { describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { reduceEvents } from '../../../src/timeline/reduce-events'
import { activeRun, timelineRows } from '../../../src/timeline/timeline-rows'
import { loadEvents } from './load-fixture'

describe('timelineRows', () => {
  it('lays a run out as prompt, parts in order, step usage and no end marker for a normal finish', () => {
    const rows = timelineRows(reduceEvents(loadEvents('parallel-tools.json')))
    expect(rows.map((row) => (row.kind === 'part' ? `part:${row.part.kind}` : row.kind))).toEqual([
      'prompt',
      'part:text',
      'part:tool',
      'part:tool',
      'step-usage',
      'part:text',
      'step-usage',
      'run-end',
    ])
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length)
  })

  it('shows a working row while a step has produced nothing yet, and the run as active', () => {
    const events = loadEvents('plain-answer.json')
    const started = reduceEvents(events.slice(0, 2))
    expect(timelineRows(started).map((row) => row.kind)).toEqual(['prompt', 'working'])
    expect(activeRun(started)?.id).toBe('run_01')
    expect(activeRun(reduceEvents(events))).toBeNull()
  })

  it('keeps row keys stable as the stream grows, so measured sizes stay with their rows', () => {
    const events = loadEvents('provider-error.json')
    const early = timelineRows(reduceEvents(events.slice(0, 8)))
    const late = timelineRows(reduceEvents(events))
    for (const row of early.filter((item) => item.kind !== 'working')) {
      expect(late.some((item) => item.key === row.key)).toBe(true)
    }
    expect(late.filter((row) => row.kind === 'block').map((row) => row.kind === 'block' && row.block.kind)).toEqual([
      'error',
    ])
  })

  it('heads the steps of another agent with its name where the speaker changes, and the lead when it takes over', () => {
    const base = { sessionId: 's1', runId: 'r1', at: 1 }
    const events: AgentEvent[] = [{ ...base, seq: 1, type: 'run-start', prompt: 'Find the redshift' }]
    for (const [index, agent] of ['main', 'literature', 'literature', 'main'].entries()) {
      const step = index + 1
      events.push(
        { ...base, seq: step * 10, type: 'step-start', step, agent },
        { ...base, seq: step * 10 + 1, type: 'text-delta', step, delta: `${agent} speaks` },
      )
    }
    const rows = timelineRows(reduceEvents(events))
    expect(rows.map((row) => (row.kind === 'step-agent' ? `agent:${row.agent}` : row.kind))).toEqual([
      'prompt',
      'part',
      'agent:literature',
      'part',
      'part',
      'agent:main',
      'part',
    ])
  })
})
