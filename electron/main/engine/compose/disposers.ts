/** How long stopping the engine's work may take before the database and the data-dir lock are closed regardless. */
const DISPOSE_DEADLINE_MS = 1500

/**
 * What the engine stops when it is disposed. Work (runs, reader threads, queues, servers) stops last started first,
 * each given what is left of one deadline; one that has not finished by then is left to end on its own (each was at
 * least told to stop). Then, always and in that order, the finals: the database, then the data-dir lock.
 */
export class Disposers {
  private readonly work: (() => void | Promise<void>)[] = []
  private readonly finals: (() => void)[] = []

  add(dispose: () => void | Promise<void>): void {
    this.work.push(dispose)
  }

  /** Run after the work, however it went; synchronous, so nothing can hold them up. */
  addFinal(dispose: () => void): void {
    this.finals.push(dispose)
  }

  async disposeAll(): Promise<void> {
    const deadline = performance.now() + DISPOSE_DEADLINE_MS
    const errors: unknown[] = []
    for (const dispose of this.work.reverse()) {
      const stopping = Promise.resolve()
        .then(dispose)
        .catch((error: unknown) => {
          errors.push(error)
        })
      const left = deadline - performance.now()
      if (left > 0) await settledWithin(stopping, left)
    }
    this.work.length = 0
    for (const dispose of this.finals.reverse()) {
      try {
        dispose()
      } catch (error) {
        errors.push(error)
      }
    }
    this.finals.length = 0
    if (errors.length > 0) throw errors[0]
  }
}

function settledWithin(promise: Promise<void>, milliseconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, milliseconds)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
