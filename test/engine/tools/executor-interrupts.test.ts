import { afterEach, describe, expect, it, vi } from 'vitest'
import { toolResult } from '../../../electron/main/engine/tools/define-tool'
import { createHarness, flush, Latch, testTool } from './executor-harness'

afterEach(() => {
  vi.useRealTimers()
})

describe('cancellation', () => {
  it('stops a Cancel tool at once and aborts its signal; a Block tool runs to the end', async () => {
    const cancelStarted = new Latch()
    const blockStarted = new Latch()
    const blockGate = new Latch()
    let cancelSignal: AbortSignal | null = null
    let blockSignal: AbortSignal | null = null
    const harness = createHarness({
      tools: [
        testTool({
          name: 'slow_read',
          behavior: 'cancel',
          run: async (_input, context) => {
            cancelSignal = context.signal
            cancelStarted.open()
            await new Promise(() => undefined)
            return toolResult('never')
          },
        }),
        testTool({
          name: 'slow_write',
          behavior: 'block',
          run: async (_input, context) => {
            blockSignal = context.signal
            blockStarted.open()
            await blockGate.promise
            return toolResult('written')
          },
        }),
      ],
    })
    const controller = new AbortController()
    const cancelTurn = harness.executor.executeTurn(
      [{ name: 'slow_read', arguments: {} }],
      harness.turn({ signal: controller.signal }),
    )
    await cancelStarted.promise
    controller.abort()
    const [cancelled] = await cancelTurn
    expect(cancelled?.state).toBe('cancelled')
    expect(cancelled?.isError).toBe(true)
    expect(cancelled?.content).toMatch(/cancelled/)
    expect((cancelSignal as AbortSignal | null)?.aborted).toBe(true)

    const blockController = new AbortController()
    let settled = false
    const blockTurn = harness.executor
      .executeTurn([{ name: 'slow_write', arguments: {} }], harness.turn({ signal: blockController.signal }))
      .then((results) => {
        settled = true
        return results
      })
    await blockStarted.promise
    blockController.abort()
    await flush()
    expect(settled).toBe(false)
    expect((blockSignal as AbortSignal | null)?.aborted).toBe(false)
    blockGate.open()
    const [written] = await blockTurn
    expect(written).toMatchObject({ state: 'completed', content: 'written', isError: false })
  })

  it('does not start calls once the turn is aborted', async () => {
    let ran = false
    const harness = createHarness({
      tools: [
        testTool({
          name: 'write',
          behavior: 'block',
          run: async () => {
            ran = true
            return toolResult('x')
          },
        }),
      ],
    })
    const controller = new AbortController()
    controller.abort()
    const [result] = await harness.executor.executeTurn(
      [{ name: 'write', arguments: {} }],
      harness.turn({ signal: controller.signal }),
    )
    expect(ran).toBe(false)
    expect(result?.state).toBe('cancelled')
  })
})

describe('sibling abort', () => {
  it('a failing causesSiblingAbort tool cancels its Cancel siblings; Block siblings finish', async () => {
    const failGate = new Latch()
    const siblingStarted = new Latch()
    const blockStarted = new Latch()
    const blockGate = new Latch()
    const harness = createHarness({
      tools: [
        testTool({
          name: 'download_paper',
          safe: true,
          causesSiblingAbort: true,
          run: async () => {
            await failGate.promise
            return { content: 'download failed', isError: true, metadata: {} }
          },
        }),
        testTool({
          name: 'search',
          safe: true,
          run: async () => {
            siblingStarted.open()
            await new Promise(() => undefined)
            return toolResult('never')
          },
        }),
        testTool({
          name: 'note',
          safe: true,
          behavior: 'block',
          run: async () => {
            blockStarted.open()
            await blockGate.promise
            return toolResult('noted')
          },
        }),
      ],
    })
    const running = harness.executor.executeTurn(
      [
        { name: 'download_paper', arguments: {} },
        { name: 'search', arguments: {} },
        { name: 'note', arguments: {} },
      ],
      harness.turn(),
    )
    await siblingStarted.promise
    await blockStarted.promise
    failGate.open()
    await flush()
    blockGate.open()
    const [download, search, note] = await running
    expect(download).toMatchObject({ state: 'error', content: 'download failed' })
    expect(search?.state).toBe('cancelled')
    expect(search?.content).toMatch(/download_paper failed/)
    expect(note).toMatchObject({ state: 'completed', content: 'noted' })
  })

  it('a failing tool without the flag leaves its siblings alone', async () => {
    const harness = createHarness({
      tools: [
        testTool({ name: 'bad', safe: true, run: async () => ({ content: 'bad', isError: true, metadata: {} }) }),
        testTool({ name: 'good', safe: true }),
      ],
    })
    const results = await harness.executor.executeTurn(
      [
        { name: 'bad', arguments: {} },
        { name: 'good', arguments: {} },
      ],
      harness.turn(),
    )
    expect(results.map((result) => result.state)).toEqual(['error', 'completed'])
  })
})

describe('timeout', () => {
  it("uses the tool's own timeout and aborts the tool's signal", async () => {
    let signal: AbortSignal | null = null
    const harness = createHarness({
      tools: [
        testTool({
          name: 'hang',
          timeoutMs: 20,
          run: async (_input, context) => {
            signal = context.signal
            await new Promise(() => undefined)
            return toolResult('never')
          },
        }),
      ],
    })
    const [result] = await harness.executor.executeTurn([{ name: 'hang', arguments: {} }], harness.turn())
    expect(result?.state).toBe('error')
    expect(result?.content).toMatch(/reached its time limit of 20 ms/)
    expect((signal as AbortSignal | null)?.aborted).toBe(true)
  })

  it('falls back to settings.tools.timeoutSeconds, also for Block tools', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const started = new Latch()
    const harness = createHarness({
      toolTimeoutSeconds: 2,
      tools: [
        testTool({
          name: 'hang',
          behavior: 'block',
          run: async () => {
            started.open()
            await new Promise(() => undefined)
            return toolResult('never')
          },
        }),
      ],
    })
    let settled = false
    const running = harness.executor.executeTurn([{ name: 'hang', arguments: {} }], harness.turn()).then((results) => {
      settled = true
      return results
    })
    await started.promise
    await vi.advanceTimersByTimeAsync(1999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const [result] = await running
    expect(result?.content).toMatch(/reached its time limit of 2 s/)
  })
})

describe('progress and failures', () => {
  it('sends progress as tool-progress events and turns throws into error results', async () => {
    const harness = createHarness({
      tools: [
        testTool({
          name: 'parse_paper',
          run: async (_input, context) => {
            context.progress({ fraction: 0.5 })
            return toolResult('parsed')
          },
        }),
        testTool({
          name: 'broken',
          run: async () => {
            throw new Error('disk on fire')
          },
        }),
      ],
    })
    const [parsed, broken] = await harness.executor.executeTurn(
      [
        { id: 'p', name: 'parse_paper', arguments: {} },
        { id: 'b', name: 'broken', arguments: {} },
      ],
      harness.turn(),
    )
    expect(harness.eventsOf('tool-progress')).toEqual([
      { type: 'tool-progress', sessionId: 's1', runId: 'r1', toolCallId: 'p', progress: { fraction: 0.5 } },
    ])
    expect(parsed?.content).toBe('parsed')
    expect(broken).toMatchObject({ state: 'error', isError: true, content: 'broken failed: disk on fire' })
  })
})
