import { afterEach, describe, expect, it, vi } from 'vitest'
import { backoffDelay, type RetryPolicy } from '../../../electron/main/engine/retry/retry-policy'
import { retryWithBackoff } from '../../../electron/main/engine/retry/retry-with-backoff'

class Flaky extends Error {
  constructor(readonly retryAfterMs?: number) {
    super('flaky')
  }
}

const policy: RetryPolicy = { retries: 3, minTimeoutMs: 1000, maxTimeoutMs: 3000, maxRetryAfterMs: 10_000 }
const options = {
  policy,
  shouldRetry: (error: unknown) => error instanceof Flaky,
  retryAfterMs: (error: unknown) => (error instanceof Flaky ? error.retryAfterMs : undefined),
}

/** An attempt that fails with the given errors in turn, then answers "ok"; `calls` counts the attempts. */
function failing(errors: Error[]) {
  const state = { calls: 0 }
  const attempt = async () => {
    const error = errors[state.calls]
    state.calls += 1
    if (error) throw error
    return 'ok'
  }
  return { state, attempt }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('retrying with back-off', () => {
  it('doubles the delay up to the ceiling', () => {
    expect([0, 1, 2, 3].map((retries) => backoffDelay(policy, retries))).toEqual([1000, 2000, 3000, 3000])
  })

  it('waits the back-off between attempts and gives up after the last retry', async () => {
    vi.useFakeTimers()
    const { state, attempt } = failing([new Flaky(), new Flaky(), new Flaky(), new Flaky()])
    const outcome = retryWithBackoff(attempt, options).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(999)
    expect(state.calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.calls).toBe(2)
    await vi.advanceTimersByTimeAsync(2000 + 3000)
    expect(state.calls).toBe(4)
    expect(await outcome).toBeInstanceOf(Flaky)
  })

  it("waits at least the server's Retry-After, and fails at once when it is longer than the policy allows", async () => {
    vi.useFakeTimers()
    const patient = failing([new Flaky(5000)])
    const answer = retryWithBackoff(patient.attempt, options)
    await vi.advanceTimersByTimeAsync(4999)
    expect(patient.state.calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await answer).toBe('ok')

    const tooLong = failing([new Flaky(60_000)])
    await expect(retryWithBackoff(tooLong.attempt, options)).rejects.toBeInstanceOf(Flaky)
    expect(tooLong.state.calls).toBe(1)
  })

  it('ignores Retry-After for a policy without maxRetryAfterMs', async () => {
    vi.useFakeTimers()
    const { state, attempt } = failing([new Flaky(60_000)])
    const answer = retryWithBackoff(attempt, { ...options, policy: { ...policy, maxRetryAfterMs: undefined } })
    await vi.advanceTimersByTimeAsync(1000)
    expect(state.calls).toBe(2)
    expect(await answer).toBe('ok')
  })

  it('does not retry what shouldRetry refuses, and an abort during the wait ends it with the reason', async () => {
    vi.useFakeTimers()
    const final = failing([new Error('bad request')])
    await expect(retryWithBackoff(final.attempt, options)).rejects.toThrow('bad request')
    expect(final.state.calls).toBe(1)

    const controller = new AbortController()
    const aborted = failing([new Flaky(), new Flaky()])
    const outcome = retryWithBackoff(aborted.attempt, { ...options, signal: controller.signal }).catch(
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(500)
    controller.abort(new Error('cancelled'))
    expect(await outcome).toMatchObject({ message: 'cancelled' })
    expect(aborted.state.calls).toBe(1)
  })
})
