import type { Layout, LayoutStorage } from 'react-resizable-panels'
import { z } from 'zod'

/** Panel id → share of the group (0–100); a collapsed panel is stored at its collapsed size, so it reopens collapsed. */
const layoutSchema = z.record(z.string(), z.number().min(0).max(100))

const storageKey = (groupId: string, panelIds: readonly string[]) =>
  `astroresearch.layout.${groupId}.${panelIds.join(',')}`

/** The layout kept for this set of panels; nothing when none was kept or what was kept is not a layout of them. */
export function readPanelLayout(
  storage: LayoutStorage,
  groupId: string,
  panelIds: readonly string[],
): Layout | undefined {
  try {
    const parsed = layoutSchema.safeParse(JSON.parse(storage.getItem(storageKey(groupId, panelIds)) ?? 'null'))
    return parsed.success && panelIds.every((id) => id in parsed.data) ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Keeps the layout of this set of panels; a layout missing one of them (a panel set changing) is not kept. */
export function writePanelLayout(
  storage: LayoutStorage,
  groupId: string,
  panelIds: readonly string[],
  layout: Layout,
): void {
  if (!panelIds.every((id) => id in layout)) return
  try {
    storage.setItem(storageKey(groupId, panelIds), JSON.stringify(layout))
  } catch {
    // Storage full or disabled: the layout is simply not remembered.
  }
}
