import { describe, expect, it } from 'vitest'
import { createHarness, flush, gatedTool, Latch } from './executor-harness'

function latches(keys: string[]): Map<string, Latch> {
  return new Map(keys.map((key) => [key, new Latch()]))
}

describe('streaming turn', () => {
  it('starts a safe call before finish(), holds an unsafe call for exclusive execution, then resumes', async () => {
    const keys = ['read', 'grep', 'bash', 'read-after']
    const gates = latches(keys)
    const started = latches(keys)
    const log: string[] = []
    const harness = createHarness({
      tools: [
        gatedTool('read_file', log, gates, started, { safe: true }),
        gatedTool('grep_files', log, gates, started, { safe: true }),
        gatedTool('run_bash', log, gates, started),
      ],
    })
    const turn = harness.executor.startStreamingTurn(harness.turn())
    turn.addCall({ id: 'c1', name: 'read_file', arguments: '{"text":"read"}' })
    await started.get('read')?.promise
    turn.addCall({ id: 'c2', name: 'grep_files', arguments: { text: 'grep' } })
    await started.get('grep')?.promise
    turn.addCall({ id: 'c3', name: 'run_bash', arguments: { text: 'bash' } })
    turn.addCall({ id: 'c4', name: 'read_file', arguments: { text: 'read-after' } })
    await flush()
    expect(log).toEqual(['start read', 'start grep'])
    gates.get('read')?.open()
    await flush()
    expect(log).not.toContain('start bash')
    gates.get('grep')?.open()
    await started.get('bash')?.promise
    await flush()
    expect(log).not.toContain('start read-after')
    gates.get('bash')?.open()
    await started.get('read-after')?.promise
    gates.get('read-after')?.open()
    const results = await turn.finish()
    expect(log).toEqual([
      'start read',
      'start grep',
      'end read',
      'end grep',
      'start bash',
      'end bash',
      'start read-after',
      'end read-after',
    ])
    expect(results.map((result) => result.callId)).toEqual(['c1', 'c2', 'c3', 'c4'])
    expect(() => turn.addCall({ name: 'read_file', arguments: {} })).toThrow(/finished/)
  })

  it('holds agent switches until finish() and gives early errors their place in the result list', async () => {
    const log: string[] = []
    const started = latches(['switch'])
    const harness = createHarness({
      tools: [
        gatedTool('call_subagent', log, new Map(), started, { isAgentSwitch: true }),
        gatedTool('read_file', log, new Map(), new Map(), { safe: true }),
      ],
    })
    const turn = harness.executor.startStreamingTurn(harness.turn())
    turn.addCall({ id: 'a', name: 'call_subagent', arguments: { text: 'switch' } })
    turn.addCall({ id: 'b', name: 'nope', arguments: {} })
    turn.addCall({ id: 'c', name: 'read_file', arguments: { text: 'read' } })
    await flush()
    expect(started.get('switch')?.settled).toBe(false)
    const results = await turn.finish()
    expect(log).toEqual(['start read', 'end read', 'start switch', 'end switch'])
    expect(results.map((result) => [result.callId, result.state])).toEqual([
      ['a', 'completed'],
      ['b', 'error'],
      ['c', 'completed'],
    ])
  })
})

describe('streaming turn interrupts', () => {
  it('a cancelled stream stops running Cancel calls and never starts queued ones', async () => {
    const started = latches(['read'])
    const log: string[] = []
    const harness = createHarness({
      tools: [
        gatedTool('read_file', log, new Map([['read', new Latch()]]), started, { safe: true }),
        gatedTool('run_bash', log, new Map(), new Map()),
      ],
    })
    const controller = new AbortController()
    const turn = harness.executor.startStreamingTurn(harness.turn({ signal: controller.signal }))
    turn.addCall({ id: 'a', name: 'read_file', arguments: { text: 'read' } })
    turn.addCall({ id: 'b', name: 'run_bash', arguments: { text: 'bash' } })
    await started.get('read')?.promise
    controller.abort()
    const results = await turn.finish()
    expect(results.map((result) => result.state)).toEqual(['cancelled', 'cancelled'])
    expect(log).toEqual(['start read'])
  })
})
