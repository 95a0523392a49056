/** Time as the library's clients see it; tests pass a fake clock whose sleep advances it. */
export interface Timing {
  now(): number
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

export function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('The operation was cancelled.')
}

export const realTiming: Timing = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(abortReason(signal))
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }, ms)
      const onAbort = () => {
        clearTimeout(timer)
        reject(signal ? abortReason(signal) : new Error('The operation was cancelled.'))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    }),
}
