/** At most this many regex threads run at once, across every tool call and session (each may hold 256 MB). */
export const MAX_REGEX_THREADS = 4

/**
 * Slots for regex threads: a search takes one before it starts its thread and gives it back when its thread has
 * stopped; searches past the limit wait in arrival order (or until their signal aborts).
 */
class ThreadSlots {
  private running = 0
  private readonly waiting = new Set<() => void>()

  constructor(private readonly limit: number) {}

  /** Resolves with the release function once a slot is free. */
  async acquire(signal: AbortSignal): Promise<() => void> {
    signal.throwIfAborted()
    if (this.running < this.limit) this.running++
    else await this.waitTurn(signal)
    let released = false
    return () => {
      if (released) return
      released = true
      const [next] = this.waiting
      // The slot passes straight to the next in line, so no newcomer can slip in between.
      if (next) {
        this.waiting.delete(next)
        next()
      } else this.running--
    }
  }

  private waitTurn(signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        this.waiting.delete(turn)
        reject(signal.reason instanceof Error ? signal.reason : new Error('The search was stopped.'))
      }
      const turn = () => {
        signal.removeEventListener('abort', onAbort)
        resolve()
      }
      this.waiting.add(turn)
      signal.addEventListener('abort', onAbort, { once: true })
    })
  }
}

/** The one set of slots the engine's regex threads share. */
export const regexThreadSlots = new ThreadSlots(MAX_REGEX_THREADS)
