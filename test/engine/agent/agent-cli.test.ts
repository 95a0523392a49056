import { spawn } from 'node:child_process'
import { symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import type { FakeTurn } from '../../helpers/fake-model/fake-turn'
import { streamTurn } from '../../helpers/fake-model/openai-turn-stream'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestEngine } from '../../helpers/test-engine'
import { fixtureBody, writeChunks } from '../providers/replay-stream'

const root = join(__dirname, '../../..')
const tempDir = useTempDir('astro-cli-')

let server: LoopbackServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const answer = (text: string): FakeTurn => ({ text: [text], usage: { input: 50, output: 5, cachedInput: 0 } })

const todoCall: FakeTurn = {
  calls: [
    {
      id: 'call_todo',
      name: 'todo_write',
      arguments: { todos: [{ id: '1', content: 'Find papers', status: 'in_progress' }] },
    },
  ],
}

/** Serves the given turns (a recorded response or a fake model's turn) in order (the last one repeats). */
async function serveTurns(bodies: (Buffer | FakeTurn)[], status = 200): Promise<string> {
  let next = 0
  server = await startLoopbackServer(async (_request, response) => {
    if (status !== 200) {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { message: 'Invalid API key' } }))
      return
    }
    const body = bodies[Math.min(next, bodies.length - 1)] ?? Buffer.alloc(0)
    next += 1
    await (Buffer.isBuffer(body) ? writeChunks(response, [body]) : streamTurn(response, body))
  })
  return `${server.url}/v1`
}

function runCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(root, 'node_modules/.bin/tsx'),
      ['--require', './scripts/markdown-require.cjs', 'electron/main/hosts/headless/agent-cli.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8')
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    child.stdin.end()
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

const events = (stdout: string): AgentEvent[] =>
  stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AgentEvent)

describe('headless agent CLI', () => {
  it('prints the run as NDJSON events: the streamed text, the tool call and its result, exit code 0', async () => {
    const url = await serveTurns([
      fixtureBody('openai/simonw-llm_test_tool_use_basic.response0.sse'),
      answer('It is 2869461.'),
    ])
    const dataDir = tempDir()
    const result = await runCli(
      [
        '--prompt',
        'What is 1231 * 2331?',
        '--json',
        '--data-dir',
        dataDir,
        '--base-url',
        url,
        '--model',
        'gpt-4o-mini',
        '--api-key-env',
        'ASTRO_TEST_KEY',
      ],
      { ASTRO_TEST_KEY: 'sk-from-env' },
    )
    expect(result.code).toBe(0)
    const printed = events(result.stdout)
    expect(printed[0]?.type).toBe('run-start')
    expect(printed.find((event) => event.type === 'tool-call')).toMatchObject({
      name: 'multiply',
      arguments: { a: 1231, b: 2331 },
    })
    expect(printed.find((event) => event.type === 'tool-result')).toMatchObject({ name: 'multiply', isError: true })
    // The engine batches deltas by time, so a loaded machine may print the answer in more than one piece.
    expect(printed.map((event) => (event.type === 'text-delta' ? event.delta : '')).join('')).toBe('It is 2869461.')
    expect(printed.at(-1)).toMatchObject({ type: 'run-end', reason: 'stop', steps: 2 })
    expect(server?.requests[0]?.headers.authorization).toBe('Bearer sk-from-env')
  }, 60_000)

  it('exits non-zero with the provider’s reason and what to do when the run ends in an error', async () => {
    const url = await serveTurns([], 401)
    const result = await runCli(['--prompt', 'hi', '--data-dir', tempDir(), '--base-url', url, '--model', 'm'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Invalid API key')
    expect(result.stderr).toContain('Check the API key')
  }, 60_000)

  it('denies a call that would ask when there is no terminal, and says so; --yes allows it', async () => {
    const dataDir = tempDir()
    const setup = await createTestEngine({ dataDir })
    await setup.handlers['permission.rules.set'](
      { rules: [{ id: 'ask-todo', effect: 'ask', tool: 'todo_write', agent: '*', reason: 'test', source: 'user' }] },
      { signal: new AbortController().signal },
    )
    await setup.dispose()
    const url = await serveTurns([todoCall, answer('Planned.')])
    const args = ['--prompt', 'plan it', '--data-dir', dataDir, '--base-url', url, '--model', 'm']

    const denied = await runCli(args)
    expect(denied.code).toBe(0)
    expect(denied.stderr).toContain('no terminal to ask for permission')
    expect(denied.stderr).toContain('--yes')
    expect(denied.stderr).toMatch(/todo_write \[denied\]/)

    await server?.close()
    await serveTurns([todoCall, answer('Planned.')])
    const allowed = await runCli([
      ...args.slice(0, -4),
      '--base-url',
      `${server?.url}/v1`,
      '--model',
      'm',
      '--yes',
      '--json',
    ])
    expect(allowed.code).toBe(0)
    expect(events(allowed.stdout).find((event) => event.type === 'tool-result')).toMatchObject({
      name: 'todo_write',
      state: 'completed',
    })
  }, 90_000)

  it('--yes says so when it allows a command that runs without an OS sandbox, naming what is missing', async () => {
    const project = tempDir()
    // A PATH with node alone stands for a machine without bubblewrap and socat.
    const bin = tempDir()
    symlinkSync(process.execPath, join(bin, 'node'))
    const bash: FakeTurn = {
      calls: [{ id: 'call_bash', name: 'run_bash', arguments: { command: 'echo unsandboxed > made.txt' } }],
    }
    const url = await serveTurns([bash, answer('Ran it.')])
    const args = ['--prompt', 'run it', '--data-dir', tempDir(), '--base-url', url, '--model', 'm']
    const result = await runCli([...args, '--project', project, '--yes'], { PATH: bin })
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('--yes allowed run_bash without an OS sandbox (missing here: bwrap, socat)')
    expect(result.stderr).toContain('install bubblewrap and socat')
  }, 60_000)

  it('opens --project DIR as the session’s project folder, so file tools read it by relative path', async () => {
    const dataDir = tempDir()
    const project = tempDir()
    writeFileSync(join(project, 'targets.txt'), 'M31\nM33\nNGC 6822\n')
    const readCall: FakeTurn = { calls: [{ id: 'call_read', name: 'read_file', arguments: { path: 'targets.txt' } }] }
    const url = await serveTurns([readCall, answer('Three targets.')])
    const run = await runCli([
      '--prompt',
      'targets?',
      '--data-dir',
      dataDir,
      '--base-url',
      url,
      '--model',
      'm',
      '--json',
      '--project',
      project,
    ])
    expect(run.code).toBe(0)
    const result = events(run.stdout).find((event) => event.type === 'tool-result')
    expect(result).toMatchObject({ name: 'read_file', state: 'completed' })
    expect(JSON.stringify(result)).toContain('NGC 6822')

    const missing = await runCli([
      '--prompt',
      'x',
      '--data-dir',
      dataDir,
      '--base-url',
      url,
      '--model',
      'm',
      '--project',
      join(project, 'nope'),
    ])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('does not exist')
  }, 90_000)
})
