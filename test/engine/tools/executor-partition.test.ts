import { describe, expect, it } from 'vitest'
import { createHarness, flush, gatedTool, Latch } from './executor-harness'

function latches(keys: string[]): Map<string, Latch> {
  return new Map(keys.map((key) => [key, new Latch()]))
}

describe('executeTurn scheduling', () => {
  it('runs [read, grep, bash, read, write] as [read‖grep] [bash] [read] [write]', async () => {
    const keys = ['read1', 'grep', 'bash', 'read2', 'write']
    const gates = latches(keys)
    const started = latches(keys)
    const log: string[] = []
    const harness = createHarness({
      tools: [
        gatedTool('read_file', log, gates, started, { safe: true }),
        gatedTool('grep_files', log, gates, started, { safe: true }),
        gatedTool('run_bash', log, gates, started),
        gatedTool('file_write', log, gates, started, { behavior: 'block' }),
      ],
    })
    const running = harness.executor.executeTurn(
      [
        { id: 'c1', name: 'read_file', arguments: { text: 'read1' } },
        { id: 'c2', name: 'grep_files', arguments: { text: 'grep' } },
        { id: 'c3', name: 'run_bash', arguments: { text: 'bash' } },
        { id: 'c4', name: 'read_file', arguments: { text: 'read2' } },
        { id: 'c5', name: 'file_write', arguments: { text: 'write' } },
      ],
      harness.turn(),
    )
    // Both reads of the first batch start while neither has finished: they run in parallel.
    await started.get('read1')?.promise
    await started.get('grep')?.promise
    expect(log).toEqual(['start read1', 'start grep'])
    gates.get('read1')?.open()
    await flush()
    expect(log).not.toContain('start bash')
    gates.get('grep')?.open()
    await started.get('bash')?.promise
    await flush()
    expect(log).not.toContain('start read2')
    gates.get('bash')?.open()
    await started.get('read2')?.promise
    await flush()
    expect(log).not.toContain('start write')
    gates.get('read2')?.open()
    await started.get('write')?.promise
    gates.get('write')?.open()
    const results = await running
    expect(log).toEqual([
      'start read1',
      'start grep',
      'end read1',
      'end grep',
      'start bash',
      'end bash',
      'start read2',
      'end read2',
      'start write',
      'end write',
    ])
    expect(results.map((result) => result.callId)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5'])
    expect(results.map((result) => result.state)).toEqual(Array(5).fill('completed'))
  })

  it('runs agent-switch calls after every other call, keeping results in call order', async () => {
    const log: string[] = []
    const harness = createHarness({
      tools: [
        gatedTool('call_subagent', log, new Map(), new Map(), { isAgentSwitch: true, safe: true }),
        gatedTool('read_file', log, new Map(), new Map(), { safe: true }),
        gatedTool('run_bash', log, new Map(), new Map()),
      ],
    })
    const results = await harness.executor.executeTurn(
      [
        { id: 'a', name: 'call_subagent', arguments: { text: 'switch' } },
        { id: 'b', name: 'read_file', arguments: { text: 'read' } },
        { id: 'c', name: 'run_bash', arguments: { text: 'bash' } },
      ],
      harness.turn(),
    )
    expect(log).toEqual(['start read', 'end read', 'start bash', 'end bash', 'start switch', 'end switch'])
    expect(results.map((result) => result.callId)).toEqual(['a', 'b', 'c'])
    expect(results[0]?.isAgentSwitch).toBe(true)
    expect(results[1]?.isAgentSwitch).toBe(false)
  })

  it('emits tool-call pending → running and tool-result per call, in that order', async () => {
    const harness = createHarness({ tools: [gatedTool('read_file', [], new Map(), new Map(), { safe: true })] })
    await harness.executor.executeTurn([{ id: 'x', name: 'read_file', arguments: {} }], harness.turn())
    const sequence = harness.events.map((event) =>
      event.type === 'tool-call'
        ? `call:${event.state}`
        : event.type === 'tool-result'
          ? `result:${event.state}`
          : event.type,
    )
    expect(sequence).toEqual(['call:pending', 'call:running', 'result:completed'])
    const result = harness.eventsOf('tool-result')[0]
    expect(result).toMatchObject({ toolCallId: 'x', name: 'read_file', output: 'read_file done', step: 1 })
  })
})
