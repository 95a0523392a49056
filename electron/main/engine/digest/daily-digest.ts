const DAY_MS = 86_400_000

interface DailyDigestOptions {
  /** Read each time, so turning the setting on or off needs no restart. */
  enabled(): boolean
  fetch(signal: AbortSignal): Promise<unknown>
  onError(error: unknown): void
  intervalMs?: number
}

/** Fetches the digest now (when Settings → Digest asks for it) and once a day while the app runs. */
export function scheduleDailyDigest(options: DailyDigestOptions): { close(): Promise<void> } {
  const stop = new AbortController()
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    if (!options.enabled()) return
    running = options.fetch(stop.signal).catch((error: unknown) => {
      if (!stop.signal.aborted) options.onError(error)
    })
  }
  run()
  const timer = setInterval(run, options.intervalMs ?? DAY_MS)
  timer.unref()
  return {
    async close() {
      clearInterval(timer)
      stop.abort()
      await running
    },
  }
}
