import { useCallback, useState } from 'react'
import { usePanelRef } from 'react-resizable-panels'

/** A collapsible panel's handle, whether it is collapsed now, a toggle for a button that hides and shows it, expand and collapse. */
export function useCollapsiblePanel() {
  const panelRef = usePanelRef()
  const [collapsed, setCollapsed] = useState(false)
  const onResize = useCallback(() => setCollapsed(panelRef.current?.isCollapsed() ?? false), [panelRef])
  const toggle = useCallback(() => {
    const panel = panelRef.current
    if (!panel) return
    if (panel.isCollapsed()) panel.expand()
    else panel.collapse()
  }, [panelRef])
  const expand = useCallback(() => panelRef.current?.expand(), [panelRef])
  const collapse = useCallback(() => panelRef.current?.collapse(), [panelRef])
  return { panelRef, collapsed, onResize, toggle, expand, collapse }
}
