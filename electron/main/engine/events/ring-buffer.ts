/** Keeps the newest `capacity` items; older ones fall off the front. */
export class RingBuffer<T> {
  private readonly items: (T | undefined)[]
  private start = 0
  private count = 0

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity <= 0) throw new Error(`Buffer capacity must be a positive integer`)
    this.items = new Array<T | undefined>(capacity)
  }

  get size(): number {
    return this.count
  }

  push(item: T): void {
    const index = (this.start + this.count) % this.capacity
    this.items[index] = item
    if (this.count < this.capacity) this.count += 1
    else this.start = (this.start + 1) % this.capacity
  }

  /** Oldest first. */
  toArray(): T[] {
    const result: T[] = []
    for (let offset = 0; offset < this.count; offset += 1) {
      const item = this.items[(this.start + offset) % this.capacity]
      if (item !== undefined) result.push(item)
    }
    return result
  }
}
