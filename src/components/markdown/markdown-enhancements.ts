import { useEffect, useSyncExternalStore } from 'react'
import type { enhancements } from './markdown-enhancers'

type MarkdownEnhancements = typeof enhancements

let loaded: MarkdownEnhancements | null = null
let loading: Promise<MarkdownEnhancements | null> | null = null
const listeners = new Set<() => void>()

/**
 * Loads KaTeX and the code highlighter on first use; Markdown shows as plain text (math as its TeX source) until then.
 * A chunk that fails to load leaves the text plain, and the next Markdown shown tries again.
 */
export function loadMarkdownEnhancements(): Promise<MarkdownEnhancements | null> {
  loading ??= import('./markdown-enhancers').then(
    (module) => {
      loaded = module.enhancements
      for (const listener of listeners) listener()
      return loaded
    },
    () => {
      loading = null
      return null
    },
  )
  return loading
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const current = () => loaded

/** The enhancements once loaded (null before), starting the load when a Markdown view first mounts. */
export function useMarkdownEnhancements(): MarkdownEnhancements | null {
  const enhancements = useSyncExternalStore(subscribe, current, current)
  useEffect(() => {
    if (!enhancements) void loadMarkdownEnhancements()
  }, [enhancements])
  return enhancements
}
