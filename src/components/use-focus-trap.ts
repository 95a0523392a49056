import { type RefObject, useEffect } from 'react'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Keeps Tab and Shift+Tab inside `container` while it is mounted, and gives focus back where it was afterwards. */
export function useFocusTrap(container: RefObject<HTMLElement | null>, initialFocus?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = container.current
    if (!element) return
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = initialFocus?.current ?? element.querySelector<HTMLElement>(focusable) ?? element
    first.focus()

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !element) return
      const items = Array.from(element.querySelectorAll<HTMLElement>(focusable)).filter(
        (item) => item.offsetParent !== null || item === document.activeElement,
      )
      const head = items[0]
      const tail = items[items.length - 1]
      if (!head || !tail) {
        event.preventDefault()
        return
      }
      if (event.shiftKey && (document.activeElement === head || !element.contains(document.activeElement))) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && (document.activeElement === tail || !element.contains(document.activeElement))) {
        event.preventDefault()
        head.focus()
      }
    }

    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      if (previouslyFocused?.isConnected) previouslyFocused.focus()
    }
  }, [container, initialFocus])
}
