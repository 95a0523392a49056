import type { Timing } from './timing'

/**
 * Spaces calls at least `intervalMs` apart, in arrival order, however many callers share it (arXiv asks for one
 * request every 3 seconds from a whole application).
 */
export class RateLimiter {
  private nextSlot = Number.NEGATIVE_INFINITY

  constructor(
    private readonly intervalMs: number,
    private readonly timing: Timing,
  ) {}

  /** Resolves when the caller may send its request; the slot is reserved at once so later callers queue behind. */
  async acquire(signal?: AbortSignal): Promise<void> {
    const now = this.timing.now()
    const slot = Math.max(now, this.nextSlot)
    this.nextSlot = slot + this.intervalMs
    if (slot > now) await this.timing.sleep(slot - now, signal)
  }
}
