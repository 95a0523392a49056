import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_REGEX_THREADS } from '../../electron/main/engine/regex/regex-thread-slots'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../helpers/fake-model/fake-model-server'
import { eventsOfType, promptToEnd } from '../helpers/prompt-to-end'
import { useTempDir } from '../helpers/temp-dir'
import { useTestEngine } from '../helpers/test-engine'

const makeEngine = useTestEngine()
const tempDir = useTempDir('astro-regex-pool-')
let provider: FakeModelServer | undefined
afterEach(async () => {
  await provider?.close()
  provider = undefined
})
const context = { signal: new AbortController().signal }
const SEARCHES = 64

const threadCount = () => Number(/Threads:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1])

/** The OS threads one more worker thread adds to this process. */
async function threadsPerWorker(): Promise<number> {
  const before = threadCount()
  const worker = new Worker('setInterval(() => {}, 1000)', { eval: true })
  await new Promise((resolve) => worker.once('online', resolve))
  const added = threadCount() - before
  await worker.terminate()
  return Math.max(1, added)
}

describe.skipIf(process.platform !== 'linux')('threat: one reply starts a regex thread per search', () => {
  it(`${SEARCHES} grep_files calls in one reply run at most ${MAX_REGEX_THREADS} regex threads at once; all answer`, async () => {
    const project = tempDir()
    // Slow for a backtracking pattern (each line tries 2^14 ways), so the searches overlap in time.
    writeFileSync(
      join(project, 'slow.txt'),
      `${Array(80)
        .fill(`${'a'.repeat(14)}b`)
        .join('\n')}\nzz found\n`,
    )
    const engine = await makeEngine()
    const calls = Array.from({ length: SEARCHES }, (_, index) => ({
      id: `call_${index}`,
      name: 'grep_files',
      arguments: { pattern: `(a+)+$|found|never${index}`, path: 'slow.txt' },
    }))
    provider = await startFakeModel([{ calls }, { text: 'Done.' }])
    await useFakeModel(engine, provider)
    const session = await engine.handlers['session.create']({ title: 'Pool', projectDir: project }, context)
    const perWorker = await threadsPerWorker()
    const before = threadCount()
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, threadCount())
    }, 2)
    const events = await promptToEnd(engine, 'Search a lot', session.id)
    clearInterval(sampler)
    const results = eventsOfType(events, 'tool-result')
    expect(results).toHaveLength(SEARCHES)
    expect(results.every((result) => !result.isError && result.output.includes('zz found'))).toBe(true)
    // The threads the run added beyond the engine's own, in regex threads' worth (one spare for other work).
    expect((peak - before) / perWorker).toBeLessThanOrEqual(MAX_REGEX_THREADS + 1)
  }, 120_000)
})
