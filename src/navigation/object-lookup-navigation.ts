import { useEffect } from 'react'

const listeners = new Set<(name: string) => void>()

/** Asks the shell to look an object's name up: its position, type and names, and the library's papers on it. */
export function lookUpObject(name: string): void {
  for (const listener of listeners) listener(name)
}

/** Calls `onLookUp` with each name something asks to look up (the palette, the library toolbar). */
export function useOnObjectLookUp(onLookUp: (name: string) => void): void {
  useEffect(() => {
    listeners.add(onLookUp)
    return () => {
      listeners.delete(onLookUp)
    }
  }, [onLookUp])
}
