import { useEffect, useSyncExternalStore } from 'react'

/** Which paper the reader shows and the page to bring into view; `request` grows with every jump, even to the same page. */
export interface ReaderLocation {
  paperId: string
  page: number
  request: number
  /** A passage to mark on that page (a cited passage from "Ask the library"). */
  passage?: string
}

let location: ReaderLocation | null = null
const listeners = new Set<() => void>()

function publish(next: ReaderLocation | null) {
  location = next
  for (const listener of listeners) listener()
}

/** Opens a paper in the reader at a page (1-based), optionally marking a passage there; citations call this. */
export function openReader(paperId: string, page = 1, passage?: string): void {
  publish({ paperId, page: Math.max(1, Math.floor(page)), request: (location?.request ?? 0) + 1, passage })
}

export function closeReader(): void {
  publish(null)
}

export function currentReaderLocation(): ReaderLocation | null {
  return location
}

export function subscribeReader(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useReaderLocation(): ReaderLocation | null {
  return useSyncExternalStore(subscribeReader, currentReaderLocation, currentReaderLocation)
}

/** Calls `onOpen` whenever something opens the reader, so the app shell can switch to the library view. */
export function useOnReaderOpened(onOpen: () => void): void {
  useEffect(
    () =>
      subscribeReader(() => {
        if (location) onOpen()
      }),
    [onOpen],
  )
}
