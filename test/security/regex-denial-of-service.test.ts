import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../electron/shared/contract/events'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../helpers/fake-model/fake-model-server'
import { type FakeToolCall, oneCallPerTurn } from '../helpers/fake-model/fake-turn'
import { promptToEnd } from '../helpers/prompt-to-end'
import { useTempDir } from '../helpers/temp-dir'
import { useTestEngine } from '../helpers/test-engine'

const makeEngine = useTestEngine()
const tempDir = useTempDir('astro-regex-')
let provider: FakeModelServer | undefined
afterEach(async () => {
  await provider?.close()
  provider = undefined
})

const context = { signal: new AbortController().signal }
// Exponential backtracking: each extra "a" doubles the work; 28 of them take tens of seconds on one core.
const CATASTROPHIC = '(a+)+$'
const CRAFTED_LINE = `${'a'.repeat(28)}!`

/** How long a cheap concurrent command takes to answer while the run is busy with the hostile pattern. */
async function concurrentLatency(engine: Awaited<ReturnType<typeof makeEngine>>, events: AgentEvent[], tool: string) {
  while (!events.some((event) => event.type === 'tool-call' && event.name === tool && event.state === 'running')) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  // Measured from when the request was due: a blocked event loop delays the timer as much as the answer.
  const due = performance.now() + 200
  await new Promise((resolve) => setTimeout(resolve, 200))
  await engine.handlers['session.list']({}, context)
  return performance.now() - due
}

async function runHostile(tool: string, calls: Omit<FakeToolCall, 'id'>[], timeoutSeconds = 120) {
  const project = tempDir()
  writeFileSync(join(project, 'crafted.txt'), `${CRAFTED_LINE}\n`)
  provider = await startFakeModel(oneCallPerTurn(calls))
  const engine = await makeEngine()
  await useFakeModel(engine, provider)
  await engine.handlers['settings.set'](
    { patch: { tools: { timeoutSeconds, maxSteps: 25, duplicateCallThreshold: 3 } }, secrets: [] },
    context,
  )
  const session = await engine.handlers['session.create']({ title: 'Regex', projectDir: project }, context)
  const events: AgentEvent[] = []
  engine.events.subscribe({ sessionId: session.id }, (event) => events.push(event))
  const started = performance.now()
  const run = promptToEnd(engine, 'search', session.id)
  const latency = await concurrentLatency(engine, events, tool)
  await run
  const result = events.find(
    (event): event is Extract<AgentEvent, { type: 'tool-result' }> =>
      event.type === 'tool-result' && event.name === tool,
  )
  return { latency, result, elapsed: performance.now() - started }
}

describe('a model-supplied regular expression cannot freeze the engine', () => {
  it('grep_files with (a+)+$ on a crafted file: other commands answer within 1 s, the search stops with an error', async () => {
    const { latency, result, elapsed } = await runHostile('grep_files', [
      { name: 'grep_files', arguments: { pattern: CATASTROPHIC, path: 'crafted.txt' } },
    ])
    expect(latency).toBeLessThan(1000)
    expect(result?.isError).toBe(true)
    expect(result?.output).toMatch(/took longer than/)
    expect(elapsed).toBeLessThan(15_000)
  }, 60_000)

  it('grep_artifact with (a+)+$ on a crafted artifact: other commands answer within 1 s', async () => {
    const { latency, result } = await runHostile('grep_artifact', [
      { name: 'create_artifact', arguments: { id: 'crafted', title: 'Crafted', content: CRAFTED_LINE } },
      { name: 'grep_artifact', arguments: { pattern: CATASTROPHIC } },
    ])
    expect(latency).toBeLessThan(1000)
    expect(result?.isError).toBe(true)
    expect(result?.output).toMatch(/took longer than/)
  }, 60_000)

  it('the tool timeout interrupts the pattern before its own deadline', async () => {
    const { latency, result, elapsed } = await runHostile(
      'grep_files',
      [{ name: 'grep_files', arguments: { pattern: CATASTROPHIC, path: 'crafted.txt' } }],
      1,
    )
    expect(latency).toBeLessThan(1000)
    expect(result?.isError).toBe(true)
    expect(result?.output).toMatch(/reached its time limit of 1 s/)
    expect(elapsed).toBeLessThan(10_000)
  }, 60_000)
})
