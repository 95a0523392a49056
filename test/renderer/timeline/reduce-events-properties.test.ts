import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { reduceEvents } from '../../../src/timeline/reduce-events'
import { loadEvents } from './load-fixture'

const recordings = [
  'plain-answer.json',
  'parallel-tools.json',
  'permission-denied.json',
  'stopped-run.json',
  'provider-error.json',
  'compaction-max-steps.json',
].map(loadEvents)

describe('reduceEvents properties', () => {
  it('gives the same timeline however the stream is batched, and a replayed overlap changes nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: recordings.length - 1 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.nat(),
        (which, cuts, overlapStart) => {
          const events = recordings[which] ?? []
          const whole = reduceEvents(events)
          const bounds = [...new Set(cuts.map((cut) => cut % (events.length + 1)))].sort((a, b) => a - b)
          let view = reduceEvents([])
          let from = 0
          for (const bound of [...bounds, events.length]) {
            view = reduceEvents(events.slice(from, bound), view)
            const replayFrom = Math.min(from, overlapStart % (from + 1))
            view = reduceEvents(events.slice(replayFrom, bound), view)
            from = bound
          }
          expect(view).toEqual(whole)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('never throws on any prefix, and a settled tool never goes back to pending or running', () => {
    for (const events of recordings) {
      const settled = new Map<string, string>()
      for (let end = 1; end <= events.length; end += 1) {
        const view = reduceEvents(events.slice(0, end))
        for (const run of view.runs) {
          for (const block of run.blocks) {
            if (block.kind !== 'step') continue
            for (const part of block.parts) {
              if (part.kind !== 'tool') continue
              const before = settled.get(part.id)
              if (before) expect(['pending', 'running']).not.toContain(part.state)
              if (!['pending', 'running'].includes(part.state)) settled.set(part.id, part.state)
            }
          }
        }
      }
    }
  })
})
