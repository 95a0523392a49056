import { describe, expect, it } from 'vitest'
import { createEventBus } from '../../../electron/main/engine/events/event-bus'
import { type AgentEvent, type EventInput, GLOBAL_SESSION_ID } from '../../../electron/shared/contract/events'
import { createManualClock } from '../../helpers/test-engine'

function textDelta(sessionId: string, delta = 'x'): EventInput {
  return { type: 'text-delta', sessionId, runId: 'run-1', step: 0, delta }
}

function seqs(events: AgentEvent[]): number[] {
  return events.map((event) => event.seq)
}

describe('event bus', () => {
  it('numbers events from 1 upward and stamps them with the clock', () => {
    const clock = createManualClock(1_000)
    const bus = createEventBus({ clock })
    expect(bus.lastSeq()).toBe(0)
    const first = bus.emit(textDelta('a'))
    clock.advance(5)
    const second = bus.emit(textDelta('a'))
    expect([first.seq, first.at, second.seq, second.at]).toEqual([1, 1_000, 2, 1_005])
    expect(bus.lastSeq()).toBe(2)
  })

  it('rejects malformed events when validating, and keeps the sequence intact', () => {
    const bus = createEventBus({ clock: createManualClock(), validate: true })
    const malformed = { type: 'text-delta', sessionId: 'a', runId: 'r', step: -1, delta: 'x' } as EventInput
    expect(() => bus.emit(malformed)).toThrow()
    expect(bus.lastSeq()).toBe(0)
    expect(bus.emit(textDelta('a')).seq).toBe(1)
  })

  it('delivers live events to matching subscribers only, with global events going to everyone', () => {
    const bus = createEventBus({ clock: createManualClock() })
    const forA: AgentEvent[] = []
    const errorsOnly: AgentEvent[] = []
    const everything: AgentEvent[] = []
    bus.subscribe({ sessionId: 'a' }, (event) => forA.push(event))
    bus.subscribe({ types: ['error'] }, (event) => errorsOnly.push(event))
    bus.subscribe({}, (event) => everything.push(event))
    bus.emit(textDelta('a'))
    bus.emit(textDelta('b'))
    bus.emit({ type: 'error', sessionId: GLOBAL_SESSION_ID, runId: '', code: 'x', message: 'disk full' })
    expect(seqs(forA)).toEqual([1, 3])
    expect(seqs(errorsOnly)).toEqual([3])
    expect(seqs(everything)).toEqual([1, 2, 3])
  })

  it('replays buffered events after afterSeq, then continues live without gaps or duplicates', () => {
    const bus = createEventBus({ clock: createManualClock() })
    for (let index = 0; index < 5; index += 1) bus.emit(textDelta('a'))
    const received: AgentEvent[] = []
    bus.subscribe({ sessionId: 'a', afterSeq: 2 }, (event) => received.push(event))
    bus.emit(textDelta('a'))
    expect(seqs(received)).toEqual([3, 4, 5, 6])
  })

  it('without afterSeq, a subscriber sees only what happens after it subscribed', () => {
    const bus = createEventBus({ clock: createManualClock() })
    bus.emit(textDelta('a'))
    const received: AgentEvent[] = []
    bus.subscribe({}, (event) => received.push(event))
    bus.emit(textDelta('a'))
    expect(seqs(received)).toEqual([2])
  })

  it('keeps only the newest events up to its capacity', () => {
    const bus = createEventBus({ clock: createManualClock(), capacity: 3 })
    for (let index = 0; index < 7; index += 1) bus.emit(textDelta('a'))
    expect(seqs(bus.replay({}))).toEqual([5, 6, 7])
    expect(seqs(bus.replay({ afterSeq: 5 }))).toEqual([6, 7])
    expect(bus.lastSeq()).toBe(7)
  })

  it('defaults to a 10,000-event replay buffer', () => {
    const bus = createEventBus({ clock: createManualClock() })
    for (let index = 0; index < 10_005; index += 1) bus.emit(textDelta('a'))
    const replayed = bus.replay({})
    expect(replayed).toHaveLength(10_000)
    expect(replayed[0]?.seq).toBe(6)
  })

  it('keeps one global order when a listener emits while events are being delivered', () => {
    const bus = createEventBus({ clock: createManualClock() })
    const first: number[] = []
    const second: number[] = []
    bus.subscribe({}, (event) => {
      first.push(event.seq)
      if (event.seq === 1) bus.emit(textDelta('a', 'reaction'))
    })
    bus.subscribe({}, (event) => second.push(event.seq))
    bus.emit(textDelta('a'))
    expect(first).toEqual([1, 2])
    expect(second).toEqual([1, 2])
  })

  it('does not deliver twice to a subscriber that joins with replay while a delivery is in progress', () => {
    const bus = createEventBus({ clock: createManualClock() })
    const late: number[] = []
    bus.subscribe({}, (event) => {
      if (event.seq === 1) {
        bus.emit(textDelta('a'))
        bus.subscribe({ afterSeq: 0 }, (seen) => late.push(seen.seq))
      }
    })
    bus.emit(textDelta('a'))
    bus.emit(textDelta('a'))
    expect(late).toEqual([1, 2, 3])
  })

  it('a listener that emits while its replay is running still receives every replayed event first', () => {
    const bus = createEventBus({ clock: createManualClock() })
    for (let index = 0; index < 3; index += 1) bus.emit(textDelta('a'))
    const received: number[] = []
    bus.subscribe({ afterSeq: 0 }, (event) => {
      received.push(event.seq)
      if (event.seq === 1) bus.emit(textDelta('a', 'reaction'))
    })
    expect(received).toEqual([1, 2, 3, 4])
  })

  it('stops delivering after unsubscribe and survives a throwing listener', () => {
    const failures: unknown[] = []
    const bus = createEventBus({ clock: createManualClock(), onListenerError: (error) => failures.push(error) })
    const received: number[] = []
    bus.subscribe({}, () => {
      throw new Error('listener broke')
    })
    const unsubscribe = bus.subscribe({}, (event) => received.push(event.seq))
    bus.emit(textDelta('a'))
    unsubscribe()
    bus.emit(textDelta('a'))
    expect(received).toEqual([1])
    expect(failures).toHaveLength(2)
  })

  it('a subscriber that unsubscribes during delivery gets nothing more', () => {
    const bus = createEventBus({ clock: createManualClock() })
    const received: number[] = []
    const unsubscribe = bus.subscribe({}, (event) => {
      received.push(event.seq)
      bus.emit(textDelta('a'))
      unsubscribe()
    })
    bus.emit(textDelta('a'))
    expect(received).toEqual([1])
  })
})
