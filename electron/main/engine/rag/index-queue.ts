/**
 * Runs index jobs one at a time in the background, each paper at most once in the queue. A failure is reported and
 * the queue goes on; `dispose` aborts the running job and drops the rest.
 */
export function createIndexQueue(
  run: (paperId: string, signal: AbortSignal) => Promise<void>,
  onError: (paperId: string, error: unknown) => void,
) {
  const waiting: string[] = []
  let controller = new AbortController()
  let running: Promise<void> | null = null

  const drain = async () => {
    for (let paperId = waiting.shift(); paperId !== undefined; paperId = waiting.shift()) {
      if (controller.signal.aborted) break
      try {
        await run(paperId, controller.signal)
      } catch (error) {
        if (!controller.signal.aborted) onError(paperId, error)
      }
    }
    running = null
  }

  return {
    enqueue(paperId: string): void {
      if (!waiting.includes(paperId)) waiting.push(paperId)
      running ??= drain()
    },
    /** Resolves when nothing is queued or running. */
    async settle(): Promise<void> {
      while (running) await running
    },
    async dispose(): Promise<void> {
      waiting.length = 0
      controller.abort()
      while (running) await running
      controller = new AbortController()
    },
  }
}
