/** What the preload sees of a click: only the browser sets `isTrusted`, and only for real input, never for scripts. */
interface ClickLike {
  isTrusted: boolean
  target: unknown
}

export interface ClickSource {
  addEventListener(type: 'click', listener: (event: ClickLike) => void, options: { capture: true }): void
}

interface LinkLike {
  closest(selector: string): { href?: unknown } | null
}

function hasClosest(target: unknown): target is LinkLike {
  return (
    typeof target === 'object' && target !== null && typeof (target as { closest?: unknown }).closest === 'function'
  )
}

/**
 * Tells the host which link the user clicked (mouse or keyboard), so it opens in the system browser only links a
 * person chose, not ones a script navigates to.
 */
export function reportLinkClicks(source: ClickSource, report: (url: string) => void): void {
  source.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || !hasClosest(event.target)) return
      const href = event.target.closest('a[href]')?.href
      if (typeof href === 'string') report(href)
    },
    { capture: true },
  )
}
