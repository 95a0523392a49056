import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCommandHook } from '../../../electron/main/engine/hooks/command-hook'
import { type HookCommand, HookRegistry } from '../../../electron/main/engine/hooks/hook-registry'
import type { HookFailure } from '../../../electron/main/engine/hooks/hook-types'
import { toolResult } from '../../../electron/main/engine/tools/define-tool'
import { useTempDir } from '../../helpers/temp-dir'
import { createHarness, testTool } from '../tools/executor-harness'

const tempDir = useTempDir('astro-hooks-')

/** A hook script run by this Node binary: it reads the JSON payload from stdin and prints what `answer` returns. */
function script(dir: string, name: string, answer: string): string {
  const path = join(dir, `${name}.cjs`)
  writeFileSync(
    path,
    `let raw = ''\nprocess.stdin.on('data', (c) => { raw += c })\nprocess.stdin.on('end', () => {\n  const payload = JSON.parse(raw)\n  ${answer}\n})\n`,
  )
  return `"${process.execPath}" "${path}"`
}

function hook(event: HookCommand['event'], command: string, matcher = '*', timeoutMs = 10_000): HookCommand {
  return { event, matcher, command, timeoutMs, enabled: true }
}

function harnessWith(commands: HookCommand[], failures: HookFailure[] = []) {
  const received: (string | undefined)[] = []
  const hooks = new HookRegistry({ commandHooks: () => commands, onFailure: (failure) => failures.push(failure) })
  const harness = createHarness({
    hooks,
    tools: [
      testTool({
        name: 'run_bash',
        run: async (input) => {
          received.push(input.text)
          return toolResult(`ran ${input.text ?? ''}`)
        },
      }),
    ],
  })
  return { harness, received }
}

describe('settings hooks as shell commands', () => {
  it('block: the command reads the call on stdin and its JSON answer stops the call', async () => {
    const dir = tempDir()
    const command = script(
      dir,
      'block',
      `process.stdout.write(JSON.stringify({ decision: 'block', reason: 'no ' + payload.tool + ' for ' + payload.agent + ': ' + payload.input.text }))`,
    )
    const { harness, received } = harnessWith([hook('PreToolUse', command, 'run_bash')])
    const [result] = await harness.executor.executeTurn(
      [{ name: 'run_bash', arguments: { text: 'ls' } }],
      harness.turn(),
    )
    expect(result).toMatchObject({ state: 'denied', content: 'A hook blocked run_bash: no run_bash for main: ls' })
    expect(received).toEqual([])
  })

  it('mutateInput, appendContext and mutateOutput from commands', async () => {
    const dir = tempDir()
    const pre = script(
      dir,
      'pre',
      `process.stdout.write(JSON.stringify({ mutateInput: { text: payload.input.text.toUpperCase() }, appendContext: 'from ' + payload.event }))`,
    )
    const post = script(
      dir,
      'post',
      `process.stdout.write(JSON.stringify({ mutateOutput: '[' + payload.output.content + '|' + payload.state + ']' }))`,
    )
    const { harness, received } = harnessWith([hook('PreToolUse', pre), hook('PostToolUse', post)])
    const [result] = await harness.executor.executeTurn(
      [{ name: 'run_bash', arguments: { text: 'ls' } }],
      harness.turn(),
    )
    expect(received).toEqual(['LS'])
    expect(result?.content).toBe('[ran LS|completed]\n\n<additional_context>\nfrom PreToolUse\n</additional_context>')
  })

  it('an empty answer changes nothing; a failing, silent-garbage or slow hook is reported and the call goes on', async () => {
    const dir = tempDir()
    const pidFile = join(dir, 'pid')
    const failures: HookFailure[] = []
    const { harness, received } = harnessWith(
      [
        hook('PreToolUse', script(dir, 'quiet', '')),
        hook('PreToolUse', script(dir, 'fails', `process.stderr.write('config missing'); process.exit(3)`)),
        hook('PreToolUse', script(dir, 'garbage', `process.stdout.write('not json')`)),
        hook('PreToolUse', `echo $$ > "${pidFile}"; exec sleep 30`, '*', 300),
      ],
      failures,
    )
    const [result] = await harness.executor.executeTurn(
      [{ name: 'run_bash', arguments: { text: 'ls' } }],
      harness.turn(),
    )
    expect(result?.state).toBe('completed')
    expect(received).toEqual(['ls'])
    expect(failures.map((failure) => failure.message)).toEqual([
      'exited with code 3: config missing',
      'printed something that is not JSON: not json',
      'timed out after 300 ms and was killed',
    ])
    const pid = Number(readFileSync(pidFile, 'utf8').trim())
    await expect(waitUntilGone(pid)).resolves.toBe(true)
  })

  it('only runs commands whose event and matcher fit', async () => {
    const dir = tempDir()
    const marker = join(dir, 'ran')
    const command = script(
      dir,
      'mark',
      `require('node:fs').appendFileSync(${JSON.stringify(marker)}, payload.tool + '\\n')`,
    )
    const { harness } = harnessWith([
      hook('PreToolUse', command, 'read_file'),
      hook('PostToolUse', command, 'run_bash'),
    ])
    await harness.executor.executeTurn([{ name: 'run_bash', arguments: {} }], harness.turn())
    expect(readFileSync(marker, 'utf8')).toBe('run_bash\n')
  })

  it('runCommandHook reports a non-zero exit without output as a failure', async () => {
    const result = await runCommandHook('exit 7', { event: 'PreToolUse' }, 5000)
    expect(result).toEqual({ ok: false, error: 'exited with code 7' })
  })
})

/** Polls until the process is gone (reaped), for at most ~10 s on a busy machine. */
async function waitUntilGone(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 500; attempt++) {
    try {
      process.kill(pid, 0)
    } catch {
      return true
    }
    await new Promise<void>((resolve) => setTimeout(resolve, 20))
  }
  return false
}

describe('a settings hook’s own processes and environment', () => {
  it('runs without the app’s keys, and what it left running (setsid too) is killed when it exits', async () => {
    const dir = tempDir()
    process.env.ASTRO_HOOK_TEST_KEY = 'sk-hook-must-not-see-4d1c'
    try {
      const late = join(dir, 'late.txt')
      const seen = join(dir, 'env.txt')
      const result = await runCommandHook(
        `env > ${seen}; /usr/bin/setsid /bin/sh -c 'sleep 2; echo late > ${late}' </dev/null >/dev/null 2>&1 & echo '{}'`,
        {},
        10_000,
      )
      expect(result).toEqual({ ok: true, response: {} })
      expect(readFileSync(seen, 'utf8')).not.toContain('sk-hook-must-not-see')
      await new Promise((resolve) => setTimeout(resolve, 3000))
      expect(() => readFileSync(late)).toThrow()
    } finally {
      delete process.env.ASTRO_HOOK_TEST_KEY
    }
  })
})
