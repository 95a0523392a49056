import { Separator } from 'react-resizable-panels'
import './panels.css'

/**
 * The line between two resizable panels: drag it, or focus it (Tab) and use the arrow keys, Home and End; Enter
 * collapses or reopens the panel before it when that panel can collapse.
 */
export function ResizeHandle({ label }: { label: string }) {
  return <Separator className="resize-handle" aria-label={label} />
}
