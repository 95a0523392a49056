import { afterEach, describe, expect, it } from 'vitest'
import {
  closeReader,
  currentReaderLocation,
  openReader,
  subscribeReader,
} from '../../../src/navigation/reader-navigation'

afterEach(() => closeReader())

describe('openReader', () => {
  it('opens a paper at a page and tells subscribers', () => {
    const seen: (string | null)[] = []
    const unsubscribe = subscribeReader(() => seen.push(currentReaderLocation()?.paperId ?? null))
    openReader('paper-1', 7)
    expect(currentReaderLocation()).toMatchObject({ paperId: 'paper-1', page: 7 })
    closeReader()
    unsubscribe()
    openReader('paper-2', 1)
    expect(seen).toEqual(['paper-1', null])
  })

  it('makes a new request for every jump, even to the same page, and keeps pages whole and positive', () => {
    openReader('paper-1', 3)
    const first = currentReaderLocation()?.request ?? 0
    openReader('paper-1', 3)
    expect(currentReaderLocation()?.request).toBe(first + 1)
    openReader('paper-1', 0)
    expect(currentReaderLocation()?.page).toBe(1)
    openReader('paper-1', 4.7)
    expect(currentReaderLocation()?.page).toBe(4)
  })
})
