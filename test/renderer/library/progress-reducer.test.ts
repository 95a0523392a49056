import { describe, expect, it } from 'vitest'
import {
  applyProgress,
  clearProgress,
  emptyProgress,
  isRunning,
  type LibraryProgressEvent,
} from '../../../src/features/library/progress-reducer'

function event(seq: number, fields: Partial<LibraryProgressEvent> = {}): LibraryProgressEvent {
  return {
    type: 'library-progress',
    seq,
    at: seq * 10,
    sessionId: '*',
    runId: '',
    paperId: 'paper-1',
    task: 'download',
    fraction: 0,
    message: '',
    ...fields,
  }
}

describe('library progress reducer', () => {
  it('tracks each paper and task separately', () => {
    let state = applyProgress(emptyProgress, event(1, { fraction: 0.25, message: 'Downloading 25 KiB' }))
    state = applyProgress(state, event(2, { task: 'parse', fraction: 0.5 }))
    state = applyProgress(state, event(3, { paperId: 'paper-2', fraction: 0.1 }))
    expect(state['paper-1']?.download).toMatchObject({ fraction: 0.25, message: 'Downloading 25 KiB', finished: false })
    expect(state['paper-1']?.parse?.fraction).toBe(0.5)
    expect(state['paper-2']?.download?.fraction).toBe(0.1)
    expect(isRunning(state, 'paper-1', 'download')).toBe(true)
    expect(isRunning(state, 'paper-2', 'parse')).toBe(false)
  })

  it('marks a task finished at fraction 1 and ignores replayed older events', () => {
    let state = applyProgress(emptyProgress, event(5, { fraction: 1, message: 'Downloaded 812 KiB' }))
    const replayed = applyProgress(state, event(4, { fraction: 0.4 }))
    expect(replayed).toBe(state)
    expect(state['paper-1']?.download?.finished).toBe(true)
    expect(isRunning(state, 'paper-1', 'download')).toBe(false)
    state = applyProgress(state, event(6, { fraction: 0 }))
    expect(isRunning(state, 'paper-1', 'download')).toBe(true)
  })

  it('clamps fractions into 0–1', () => {
    const state = applyProgress(emptyProgress, event(1, { fraction: 0.5 }))
    const over = applyProgress(state, { ...event(2), fraction: 1.5 } as LibraryProgressEvent)
    expect(over['paper-1']?.download?.fraction).toBe(1)
  })

  it('clears one task and leaves the rest', () => {
    let state = applyProgress(emptyProgress, event(1, { fraction: 1 }))
    state = applyProgress(state, event(2, { task: 'parse', fraction: 0.3 }))
    const cleared = clearProgress(state, 'paper-1', 'download')
    expect(cleared['paper-1']?.download).toBeUndefined()
    expect(cleared['paper-1']?.parse?.fraction).toBe(0.3)
    expect(clearProgress(cleared, 'paper-9', 'parse')).toBe(cleared)
  })
})
