import { type ReactNode, useId } from 'react'
import { useExpanded } from './expanded-context'

interface CollapsibleProps {
  id: string
  summary: ReactNode
  children: ReactNode
  className?: string
}

/** A disclosure button and its region; open state survives virtualization. */
export function Collapsible({ id, summary, children, className }: CollapsibleProps) {
  const [open, toggle] = useExpanded(id)
  const regionId = useId()
  return (
    <div className={className ? `collapsible ${className}` : 'collapsible'}>
      <button
        type="button"
        className="collapsible-toggle"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={toggle}
      >
        <span className="collapsible-chevron" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        {summary}
      </button>
      {open ? (
        <div id={regionId} className="collapsible-body">
          {children}
        </div>
      ) : null}
    </div>
  )
}
