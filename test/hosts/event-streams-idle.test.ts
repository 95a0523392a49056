import type { ServerResponse } from 'node:http'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEventStreams } from '../../electron/main/hosts/headless/events-route'

const response = () => ({ destroy: vi.fn() }) as unknown as ServerResponse

describe('event streams: every window closed', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports idle once the last stream has been gone for the grace period', () => {
    const onIdle = vi.fn()
    const streams = createEventStreams({ idleGraceMs: 20_000, onIdle })
    const closeFirst = streams.track(response())
    const closeSecond = streams.track(response())
    closeFirst()
    vi.advanceTimersByTime(60_000)
    expect(onIdle).not.toHaveBeenCalled()
    closeSecond()
    vi.advanceTimersByTime(19_999)
    expect(onIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('a reload that reconnects within the grace period is not a closed window', () => {
    const onIdle = vi.fn()
    const streams = createEventStreams({ idleGraceMs: 20_000, onIdle })
    streams.track(response())()
    vi.advanceTimersByTime(5_000)
    const closeAgain = streams.track(response())
    vi.advanceTimersByTime(60_000)
    expect(onIdle).not.toHaveBeenCalled()
    closeAgain()
    vi.advanceTimersByTime(20_000)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('shutting down closes streams without reporting idle', () => {
    const onIdle = vi.fn()
    const streams = createEventStreams({ idleGraceMs: 1, onIdle })
    const untrack = streams.track(response())
    streams.closeAll('shutdown')
    untrack()
    vi.advanceTimersByTime(10)
    expect(onIdle).not.toHaveBeenCalled()
  })
})
