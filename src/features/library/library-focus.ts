import { useEffect, useState } from 'react'

let pending: { text: string; request: number } | null = null
let applied = 0
const listeners = new Set<() => void>()

/** Asks the library list to show papers matching `text` (the command palette's papers without a PDF to read). */
export function showInLibrary(text: string): void {
  pending = { text, request: (pending?.request ?? 0) + 1 }
  for (const listener of listeners) listener()
}

/**
 * Calls `apply` with the text of each request not yet applied, including one made just before the library view
 * mounted; a request is applied once, so coming back to the library later keeps the filters the user set.
 */
export function useLibraryFocus(apply: (text: string) => void): void {
  const [request, setRequest] = useState(0)
  useEffect(() => {
    const listener = () => setRequest(pending?.request ?? 0)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }, [])
  useEffect(() => {
    void request
    if (!pending || pending.request <= applied) return
    applied = pending.request
    apply(pending.text)
  }, [request, apply])
}
