import { describe, expect, it } from 'vitest'
import { HookRegistry } from '../../../electron/main/engine/hooks/hook-registry'
import type { HookFailure } from '../../../electron/main/engine/hooks/hook-types'
import { createToolMetrics } from '../../../electron/main/engine/hooks/tool-metrics'
import { toolResult } from '../../../electron/main/engine/tools/define-tool'
import { createHarness, testTool } from '../tools/executor-harness'

function setup(register: (hooks: HookRegistry) => void, failures: HookFailure[] = []) {
  const received: (string | undefined)[] = []
  const hooks = new HookRegistry({ onFailure: (failure) => failures.push(failure) })
  register(hooks)
  const harness = createHarness({
    hooks,
    tools: [
      testTool({
        name: 'run_bash',
        checkPermissions: (input) =>
          input.text === 'rm -rf /' ? [{ effect: 'deny', reason: 'destructive command' }] : [],
        run: async (input) => {
          received.push(input.text)
          return toolResult(`ran ${input.text ?? ''}`)
        },
      }),
      testTool({ name: 'read_file' }),
    ],
  })
  return { harness, received }
}

describe('PreToolUse hooks', () => {
  it('Block stops the call with the reason and skips later hooks', async () => {
    let laterRan = false
    const { harness, received } = setup((hooks) => {
      hooks.registerPreToolUse('guard', 'run_bash', () => ({ decision: 'block', reason: 'no shell today' }))
      hooks.registerPreToolUse('later', '*', () => {
        laterRan = true
        return undefined
      })
    })
    const [result] = await harness.executor.executeTurn(
      [{ name: 'run_bash', arguments: { text: 'ls' } }],
      harness.turn(),
    )
    expect(result).toMatchObject({ state: 'denied', content: 'A hook blocked run_bash: no shell today' })
    expect(received).toEqual([])
    expect(laterRan).toBe(false)
  })

  it('MutateInput feeds the next hook and the tool; the new input is validated and re-checked for Deny', async () => {
    const seen: unknown[] = []
    const { harness, received } = setup((hooks) => {
      hooks.registerPreToolUse('first', '*', (input) => ({ mutateInput: { text: `${String(input.input.text)}!` } }))
      hooks.registerPreToolUse('second', '*', (input) => {
        seen.push(input.input)
        return undefined
      })
    })
    const [result] = await harness.executor.executeTurn(
      [{ name: 'run_bash', arguments: { text: 'ls' } }],
      harness.turn(),
    )
    expect(seen).toEqual([{ text: 'ls!' }])
    expect(received).toEqual(['ls!'])
    expect(result?.arguments).toEqual({ text: 'ls!' })

    const invalid = setup((hooks) => hooks.registerPreToolUse('bad', '*', () => ({ mutateInput: { text: 5 } })))
    const [refused] = await invalid.harness.executor.executeTurn(
      [{ name: 'run_bash', arguments: { text: 'ls' } }],
      invalid.harness.turn(),
    )
    expect(refused?.state).toBe('error')
    expect(refused?.content).toMatch(/A hook changed the arguments of run_bash into invalid ones/)

    const sneaky = setup((hooks) =>
      hooks.registerPreToolUse('sneaky', '*', () => ({ mutateInput: { text: 'rm -rf /' } })),
    )
    const [denied] = await sneaky.harness.executor.executeTurn(
      [{ name: 'run_bash', arguments: { text: 'ls' } }],
      sneaky.harness.turn(),
    )
    expect(denied).toMatchObject({ state: 'denied' })
    expect(denied?.content).toMatch(/destructive command/)
    expect(sneaky.received).toEqual([])
  })

  it('AppendContext is added to the result the model sees', async () => {
    const { harness } = setup((hooks) => {
      hooks.registerPreToolUse('ctx', 'run_bash', () => ({ appendContext: 'The sandbox has no network.' }))
    })
    const [bash, read] = await harness.executor.executeTurn(
      [
        { name: 'run_bash', arguments: { text: 'ls' } },
        { name: 'read_file', arguments: {} },
      ],
      harness.turn(),
    )
    expect(bash?.content).toBe('ran ls\n\n<additional_context>\nThe sandbox has no network.\n</additional_context>')
    expect(read?.content).toBe('read_file:')
  })

  it('PermissionRequired makes an AUTO tool ask the user', async () => {
    const { harness, received } = setup((hooks) => {
      hooks.registerPreToolUse('careful', 'run_bash', () => ({ permissionRequired: 'the command touches the library' }))
    })
    const running = harness.executor.executeTurn([{ name: 'run_bash', arguments: { text: 'ls' } }], harness.turn())
    await new Promise<void>((resolve) => setImmediate(resolve))
    const [request] = harness.eventsOf('permission-request')
    expect(request).toMatchObject({ tool: 'run_bash', reason: 'the command touches the library' })
    harness.permissions.reply(request?.requestId ?? '', 'deny', 'not now')
    const [result] = await running
    expect(result?.state).toBe('denied')
    expect(result?.content).toMatch(/not now/)
    expect(received).toEqual([])
  })

  it('a throwing or nonsensical hook is reported and skipped, never fatal', async () => {
    const failures: HookFailure[] = []
    const { harness, received } = setup((hooks) => {
      hooks.registerPreToolUse('throws', '*', () => {
        throw new Error('boom')
      })
      hooks.registerPreToolUse('nonsense', '*', () => ({ decision: 'explode' }) as never)
    }, failures)
    const [result] = await harness.executor.executeTurn(
      [{ name: 'run_bash', arguments: { text: 'ls' } }],
      harness.turn(),
    )
    expect(result?.state).toBe('completed')
    expect(received).toEqual(['ls'])
    expect(failures.map((failure) => [failure.hook, failure.event, failure.tool])).toEqual([
      ['throws', 'PreToolUse', 'run_bash'],
      ['nonsense', 'PreToolUse', 'run_bash'],
    ])
    expect(failures[0]?.message).toBe('boom')
  })

  it('matchers pick tools by name, `*` or a|b, and unregister works', async () => {
    const calls: string[] = []
    const hooks = new HookRegistry()
    const off = hooks.registerPreToolUse('a', 'read_file|run_bash', (input) => {
      calls.push(input.tool)
      return undefined
    })
    const base = { event: 'PreToolUse' as const, sessionId: 's', runId: 'r', agent: 'main', callId: 'c', input: {} }
    await hooks.runPreToolUse({ ...base, tool: 'read_file' })
    await hooks.runPreToolUse({ ...base, tool: 'web_fetch' })
    off()
    await hooks.runPreToolUse({ ...base, tool: 'run_bash' })
    expect(calls).toEqual(['read_file'])
  })
})

describe('PostToolUse hooks', () => {
  it('MutateOutput rewrites what the model sees; metrics count every outcome', async () => {
    const metrics = createToolMetrics()
    const { harness } = setup((hooks) => {
      hooks.registerPostToolUse('redact', 'run_bash', (input) => ({
        mutateOutput: input.output.content.replace('secret', '[redacted]'),
      }))
      hooks.registerPostToolUse('metrics', '*', metrics.hook)
      hooks.registerPreToolUse('deny-read', 'read_file', () => ({ decision: 'block' }))
    })
    const [bash, read] = await harness.executor.executeTurn(
      [
        { name: 'run_bash', arguments: { text: 'secret' } },
        { name: 'read_file', arguments: {} },
      ],
      harness.turn(),
    )
    expect(bash?.content).toBe('ran [redacted]')
    expect(harness.eventsOf('tool-result').find((event) => event.name === 'run_bash')?.output).toBe('ran [redacted]')
    expect(read?.content).toBe('A hook blocked read_file: blocked by hook "deny-read"')
    const snapshot = metrics.snapshot(harness.turn().sessionId)
    expect(snapshot.run_bash).toMatchObject({ calls: 1, completed: 1, errors: 0 })
    expect(snapshot.read_file).toMatchObject({ calls: 1, denied: 1 })
  })
})
