import { afterEach, describe, expect, it, vi } from 'vitest'
import { Disposers } from '../../../electron/main/engine/compose/disposers'
import { startAfterStartUp, WATCHERS_START_DELAY_MS } from '../../../electron/main/engine/compose/start-after-start-up'

afterEach(() => {
  vi.useRealTimers()
})

function watcher() {
  const closed: string[] = []
  return { closed, start: vi.fn(() => ({ close: async () => void closed.push('closed') })) }
}

describe('folder watchers start after start-up', () => {
  it('starts the watcher only once the delay has passed, and closes it when the engine is disposed', async () => {
    vi.useFakeTimers()
    const disposers = new Disposers()
    const { closed, start } = watcher()
    startAfterStartUp(start, disposers)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(WATCHERS_START_DELAY_MS)
    expect(start).toHaveBeenCalledTimes(1)
    await disposers.disposeAll()
    expect(closed).toEqual(['closed'])
  })

  it('never starts the watcher of an engine disposed before the delay', async () => {
    vi.useFakeTimers()
    const disposers = new Disposers()
    const { closed, start } = watcher()
    startAfterStartUp(start, disposers)
    await disposers.disposeAll()
    vi.advanceTimersByTime(WATCHERS_START_DELAY_MS * 2)
    expect(start).not.toHaveBeenCalled()
    expect(closed).toEqual([])
  })

  it('disposes cleanly when the watcher could not start', async () => {
    vi.useFakeTimers()
    const disposers = new Disposers()
    startAfterStartUp(async () => null, disposers)
    vi.advanceTimersByTime(WATCHERS_START_DELAY_MS)
    await expect(disposers.disposeAll()).resolves.toBeUndefined()
  })
})
