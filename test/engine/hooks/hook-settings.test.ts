import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTempDir } from '../../helpers/temp-dir'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const tempDir = useTempDir('astro-hook-settings-')
const context = { signal: new AbortController().signal }
let model: FakeModelServer | null = null
afterEach(async () => {
  await model?.close()
  model = null
})

/** A hook command run by this Node binary that reads the call from stdin and prints `answer(payload)` as JSON. */
function hookScript(name: string, answer: string): string {
  const path = join(tempDir(), `${name}.cjs`)
  writeFileSync(
    path,
    `let raw = ''\nprocess.stdin.on('data', (c) => { raw += c })\nprocess.stdin.on('end', () => {\n  const payload = JSON.parse(raw)\n  process.stdout.write(JSON.stringify(${answer}))\n})\n`,
  )
  return `"${process.execPath}" "${path}"`
}

const todoCall = {
  id: 't1',
  name: 'todo_write',
  arguments: { todos: [{ id: 'a', content: 'Reduce the HARPS spectra', status: 'pending' }] },
}

describe('Settings → Hooks through the engine', () => {
  it('tests a hook on a sample call, runs only the enabled ones, and reports how each last ran', async () => {
    const engine = await makeEngine()
    const blocker = hookScript('block', "{ decision: 'block', reason: 'no ' + payload.tool + ' today' }")
    const switchedOff = hookScript('off', "{ decision: 'block', reason: 'should never run' }")
    const hook = (event: 'PreToolUse' | 'PostToolUse', matcher: string, command: string, enabled = true) => ({
      event,
      matcher,
      command,
      timeoutMs: 5_000,
      enabled,
    })
    const hooks = [
      hook('PreToolUse', 'todo_write', blocker),
      hook('PreToolUse', '*', switchedOff, false),
      hook('PostToolUse', 'read_file', 'exit 3'),
    ]
    await engine.handlers['settings.set']({ patch: { hooks }, secrets: [] }, context)

    const tested = await engine.handlers['hooks.test'](
      { hook: hook('PreToolUse', 'todo_write', blocker), tool: 'run_bash' },
      context,
    )
    expect(tested).toMatchObject({
      ok: true,
      error: null,
      response: { decision: 'block', reason: 'no run_bash today' },
    })
    const failing = await engine.handlers['hooks.test'](
      { hook: hook('PostToolUse', 'read_file', 'exit 3'), tool: 'read_file' },
      context,
    )
    expect(failing).toMatchObject({ ok: false, error: 'exited with code 3', response: null })
    const notAHook = await engine.handlers['hooks.test'](
      { hook: hook('PreToolUse', '*', `echo '{"decision": "maybe"}'`), tool: 'read_file' },
      context,
    )
    expect(notAHook.ok).toBe(false)
    expect(notAHook.error).toContain('decision')
    expect(await engine.handlers['hooks.status']({}, context)).toEqual({ outcomes: [null, null, null] })

    model = await startFakeModel([{ calls: [todoCall] }, { text: 'Blocked by your hook.' }])
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({}, context)
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Plan it' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')
    const toolMessage = model.requests()[1]?.messages.find((message) => message.role === 'tool')
    expect(String(toolMessage?.content)).toContain('no todo_write today')
    expect(String(toolMessage?.content)).not.toContain('should never run')

    const { outcomes } = await engine.handlers['hooks.status']({}, context)
    expect(outcomes[0]).toMatchObject({ ok: true, tool: 'todo_write', message: null })
    expect(outcomes[1]).toBeNull()
    expect(outcomes[2]).toBeNull()
  })
})
