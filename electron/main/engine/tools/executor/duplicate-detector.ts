import { stableStringify } from './stable-key'

/**
 * Counts consecutive identical calls (same name and arguments) of one agent chain; the AstroResearch loop breaker.
 * `record` returns how many times in a row this exact call has now been made.
 */
export class DuplicateCallDetector {
  private lastKey: string | null = null
  private count = 0

  record(name: string, args: Record<string, unknown> | string): number {
    const key = `${name}\u0000${typeof args === 'string' ? args.trim() : stableStringify(args)}`
    this.count = key === this.lastKey ? this.count + 1 : 1
    this.lastKey = key
    return this.count
  }
}

export function duplicateCallMessage(name: string, count: number): string {
  return `You have called ${name} with exactly the same arguments ${count} times in a row, which looks like a loop. The call was not run. Use the earlier result, change the arguments, or try a different approach.`
}
