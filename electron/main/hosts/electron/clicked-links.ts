/** A click counts for this long: the window-open or navigation it causes follows within milliseconds. */
const CLICK_VALID_MS = 10_000

interface ClickedLinks {
  record(url: string): void
  /** True once per click on `url` within CLICK_VALID_MS of it. */
  consume(url: string): boolean
}

function normalized(url: string): string | null {
  try {
    return new URL(url).href
  } catch {
    return null
  }
}

/** The links the user clicked in one window, as the preload reports them. */
export function createClickedLinks(now: () => number = () => Date.now()): ClickedLinks {
  const clicks = new Map<string, number[]>()
  return {
    record(url) {
      const key = normalized(url)
      if (key === null) return
      const times = (clicks.get(key) ?? []).filter((time) => now() - time <= CLICK_VALID_MS)
      clicks.set(key, [...times, now()])
    },
    consume(url) {
      const key = normalized(url)
      if (key === null) return false
      const times = (clicks.get(key) ?? []).filter((time) => now() - time <= CLICK_VALID_MS)
      const found = times.length > 0
      if (times.length > 1) clicks.set(key, times.slice(1))
      else clicks.delete(key)
      return found
    },
  }
}
