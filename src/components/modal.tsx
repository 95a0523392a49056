import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'
import { useFocusTrap } from './use-focus-trap'
import './modal.css'

interface ModalProps {
  title: string
  description?: ReactNode
  children: ReactNode
  /** Called on Escape; leave it out when the dialog needs an explicit answer. */
  onEscape?: () => void
  initialFocus?: RefObject<HTMLElement | null>
  wide?: boolean
}

/** A modal dialog: labelled, focus kept inside, focus restored on close. */
export function Modal({ title, description, children, onEscape, initialFocus, wide }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  useFocusTrap(panel, initialFocus)

  useEffect(() => {
    if (!onEscape) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      onEscape()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onEscape])

  return (
    <div className="modal-backdrop">
      <div
        ref={panel}
        className={wide ? 'modal-panel modal-panel-wide' : 'modal-panel'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="modal-description">
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>
  )
}
