/** AstroResearch `CompactionCircuitBreaker`: open after repeated consecutive failures, closed again by a success. */
export class CompactionCircuitBreaker {
  private failures = 0

  constructor(private readonly maxFailures: number) {}

  get isOpen(): boolean {
    return this.failures >= this.maxFailures
  }

  get consecutiveFailures(): number {
    return this.failures
  }

  recordSuccess(): void {
    this.failures = 0
  }

  recordFailure(): void {
    this.failures += 1
  }
}
