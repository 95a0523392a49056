/** What the engine stops when it is disposed, last started first. */
export class Disposers {
  private readonly disposers: (() => void | Promise<void>)[] = []

  add(dispose: () => void | Promise<void>): void {
    this.disposers.push(dispose)
  }

  async disposeAll(): Promise<void> {
    for (const dispose of this.disposers.reverse()) await dispose()
    this.disposers.length = 0
  }
}
