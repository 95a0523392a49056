import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { RehypePlugin } from './rehype-plugin'

/** What a text needs beyond plain Markdown: KaTeX for math, the highlighter for fenced code. */
export interface EnhancementNeeds {
  math: boolean
  highlight: boolean
}

type EnhancementName = keyof EnhancementNeeds
const enhancementNames: readonly EnhancementName[] = ['math', 'highlight']

const importers: Record<EnhancementName, () => Promise<{ plugin: RehypePlugin }>> = {
  math: () => import('./math-enhancer'),
  highlight: () => import('./highlight-enhancer'),
}

let loaded: Readonly<Partial<Record<EnhancementName, RehypePlugin>>> = {}
const loading = new Map<EnhancementName, Promise<boolean>>()
const listeners = new Set<() => void>()

/** Math wherever a `$` is left after normalizing (`\(…\)` becomes `$…$`); highlighting for a fenced code block. */
export function enhancementsNeededBy(normalizedText: string): EnhancementNeeds {
  return { math: normalizedText.includes('$'), highlight: /^ {0,3}(```|~~~)/m.test(normalizedText) }
}

function load(name: EnhancementName): Promise<boolean> {
  const pending =
    loading.get(name) ??
    importers[name]().then(
      (module) => {
        loaded = { ...loaded, [name]: module.plugin }
        for (const listener of listeners) listener()
        return true
      },
      () => {
        loading.delete(name)
        return false
      },
    )
  loading.set(name, pending)
  return pending
}

/**
 * Loads the chunks a text needs; true once they are in. A chunk that fails to load leaves the text plain, and the
 * next Markdown that needs it tries again.
 */
export async function loadMarkdownEnhancements(needs: EnhancementNeeds): Promise<boolean> {
  const names = enhancementNames.filter((name) => needs[name])
  return (await Promise.all(names.map(load))).every(Boolean)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const current = () => loaded

/**
 * The rehype plugins for a text: those it needs that have loaded, starting their load. Until then the text shows
 * plain (math as its TeX source); a text that needs none loads nothing.
 */
export function useMarkdownEnhancements({ math, highlight }: EnhancementNeeds): RehypePlugin[] {
  const plugins = useSyncExternalStore(subscribe, current, current)
  useEffect(() => {
    if (math || highlight) void loadMarkdownEnhancements({ math, highlight })
  }, [math, highlight])
  return useMemo(() => {
    const wanted: RehypePlugin[] = []
    if (math && plugins.math) wanted.push(plugins.math)
    if (highlight && plugins.highlight) wanted.push(plugins.highlight)
    return wanted
  }, [math, highlight, plugins])
}
