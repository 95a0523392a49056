import { useCallback, useMemo } from 'react'
import type { Layout, LayoutChangedMeta } from 'react-resizable-panels'
import { readPanelLayout, writePanelLayout } from './panel-layout-storage'

/**
 * The layout a group of resizable panels had when it was last changed, kept in this window's storage per set of panels
 * (the shell has three panels on a wide window and two on a narrow one), and the callback that keeps it.
 */
export function usePanelLayout(groupId: string, panelIds: readonly string[]) {
  const defaultLayout = useMemo(() => readPanelLayout(localStorage, groupId, panelIds), [groupId, panelIds])
  const onLayoutChanged = useCallback(
    (layout: Layout, meta: LayoutChangedMeta) =>
      writePanelLayout(localStorage, groupId, panelIds, meta.requestedLayout ?? layout),
    [groupId, panelIds],
  )
  return { defaultLayout, onLayoutChanged }
}
