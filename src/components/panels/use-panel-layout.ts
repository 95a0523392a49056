import { useCallback, useMemo } from 'react'
import type { Layout, LayoutChangedMeta } from 'react-resizable-panels'
import { z } from 'zod'

/** Panel id → share of the group (0–100); a collapsed panel is stored at its collapsed size, so it reopens collapsed. */
const layoutSchema = z.record(z.string(), z.number().min(0).max(100))

const storageKey = (groupId: string, panelIds: readonly string[]) =>
  `astroresearch.layout.${groupId}.${panelIds.join(',')}`

function readLayout(key: string): Layout | undefined {
  try {
    const parsed = layoutSchema.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * The layout a group of resizable panels had when it was last changed, kept in this window's storage per set of panels
 * (the shell has three panels on a wide window and two on a narrow one), and the callback that keeps it.
 */
export function usePanelLayout(groupId: string, panelIds: readonly string[]) {
  const key = storageKey(groupId, panelIds)
  const defaultLayout = useMemo(() => readLayout(key), [key])
  const onLayoutChanged = useCallback(
    (layout: Layout, meta: LayoutChangedMeta) => {
      const requested = meta.requestedLayout ?? layout
      if (!panelIds.every((id) => id in requested)) return
      try {
        localStorage.setItem(key, JSON.stringify(requested))
      } catch {
        // Storage full or disabled: the layout is simply not remembered.
      }
    },
    [key, panelIds],
  )
  return { defaultLayout, onLayoutChanged }
}
