/**
 * A cheap one-shot abort fan-out: one listener on an AbortSignal (or none, for a batch's sibling abort) serves every
 * call, instead of each call adding its own listener to the signal (which costs tens of microseconds in Node).
 */
export class Interrupt {
  private readonly listeners = new Set<(reason: string) => void>()
  private triggered: string | null = null

  static fromSignal(signal: AbortSignal, reasonOf: (signal: AbortSignal) => string): Interrupt {
    const interrupt = new Interrupt()
    if (signal.aborted) interrupt.trigger(reasonOf(signal))
    else signal.addEventListener('abort', () => interrupt.trigger(reasonOf(signal)), { once: true })
    return interrupt
  }

  get reason(): string | null {
    return this.triggered
  }

  trigger(reason: string): void {
    if (this.triggered !== null) return
    this.triggered = reason
    for (const listener of [...this.listeners]) listener(reason)
    this.listeners.clear()
  }

  subscribe(listener: (reason: string) => void): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }
}
