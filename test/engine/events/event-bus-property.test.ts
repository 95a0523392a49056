import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEventBus } from '../../../electron/main/engine/events/event-bus'
import type { AgentEvent, EventFilter } from '../../../electron/shared/contract/events'
import { GLOBAL_SESSION_ID } from '../../../electron/shared/contract/events'
import { createManualClock } from '../../helpers/test-engine'

type Step =
  | { kind: 'emit'; sessionId: string; error: boolean }
  | { kind: 'subscribe'; sessionId: string | undefined; errorsOnly: boolean; replayFrom: number | undefined }
  | { kind: 'unsubscribe'; index: number }

const sessionIds = ['a', 'b', GLOBAL_SESSION_ID]

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('emit' as const), sessionId: fc.constantFrom(...sessionIds), error: fc.boolean() }),
  fc.record({
    kind: fc.constant('subscribe' as const),
    sessionId: fc.option(fc.constantFrom('a', 'b'), { nil: undefined }),
    errorsOnly: fc.boolean(),
    replayFrom: fc.option(fc.nat({ max: 40 }), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('unsubscribe' as const), index: fc.nat({ max: 10 }) }),
)

function expectedMatch(event: AgentEvent, filter: EventFilter): boolean {
  const sessionOk =
    filter.sessionId === undefined || event.sessionId === filter.sessionId || event.sessionId === GLOBAL_SESSION_ID
  return sessionOk && (filter.types === undefined || filter.types.includes(event.type))
}

describe('event bus, any interleaving', () => {
  it('each subscriber gets exactly the matching events after its start, in order, once', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.integer({ min: 1, max: 8 }), (steps, capacity) => {
        const bus = createEventBus({ clock: createManualClock(), capacity, validate: true })
        const emitted: AgentEvent[] = []
        const subscribers: {
          filter: EventFilter
          firstSeq: number
          lastSeq: number | null
          received: number[]
          stop: () => void
        }[] = []
        for (const current of steps) {
          if (current.kind === 'emit') {
            const event = current.error
              ? bus.emit({ type: 'error', sessionId: current.sessionId, runId: '', code: 'x', message: 'm' })
              : bus.emit({ type: 'text-delta', sessionId: current.sessionId, runId: 'r', step: 0, delta: 'd' })
            emitted.push(event)
          } else if (current.kind === 'subscribe') {
            const filter: EventFilter = {}
            if (current.sessionId !== undefined) filter.sessionId = current.sessionId
            if (current.errorsOnly) filter.types = ['error']
            if (current.replayFrom !== undefined) filter.afterSeq = Math.min(current.replayFrom, bus.lastSeq())
            const oldestKept = Math.max(1, bus.lastSeq() - capacity + 1)
            const firstSeq =
              filter.afterSeq === undefined ? bus.lastSeq() + 1 : Math.max(filter.afterSeq + 1, oldestKept)
            const received: number[] = []
            const stop = bus.subscribe(filter, (event) => received.push(event.seq))
            subscribers.push({ filter, firstSeq, lastSeq: null, received, stop })
          } else {
            const subscriber = subscribers[current.index]
            if (subscriber && subscriber.lastSeq === null) {
              subscriber.stop()
              subscriber.lastSeq = bus.lastSeq()
            }
          }
        }
        for (const subscriber of subscribers) {
          const end = subscriber.lastSeq ?? bus.lastSeq()
          const expected = emitted
            .filter((event) => event.seq >= subscriber.firstSeq && event.seq <= end)
            .filter((event) => expectedMatch(event, subscriber.filter))
            .map((event) => event.seq)
          expect(subscriber.received).toEqual(expected)
        }
        expect(emitted.map((event) => event.seq)).toEqual(emitted.map((_, index) => index + 1))
      }),
      { numRuns: 300 },
    )
  })
})
