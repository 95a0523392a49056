import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import type { FakeModelServer } from '../../helpers/fake-model/fake-model-server'
import type { TestEngine } from '../../helpers/test-engine'
import {
  answer,
  approveAll,
  childPids,
  context,
  engineWithMcp,
  everythingServer,
  requestBody,
  runPrompt,
  startScriptedModel,
  toolCall,
  waitFor,
} from './mcp-test-support'

let engine: TestEngine | undefined
let model: FakeModelServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await model?.close()
  engine = undefined
  model = undefined
})

const results = (events: AgentEvent[]) =>
  events.filter((event): event is Extract<AgentEvent, { type: 'tool-result' }> => event.type === 'tool-result')

describe('an MCP server that crashes or hangs', () => {
  it('is restarted with back-off after its process is killed, and a call meanwhile fails at once', async () => {
    const marker = `astro-test-${randomUUID()}`
    model = await startScriptedModel([
      toolCall('mcp__everything__echo', { message: 'while down' }),
      answer('It was down.'),
      toolCall('mcp__everything__echo', { message: 'back up' }),
      answer('It is back.'),
    ])
    engine = await engineWithMcp(
      model,
      [
        {
          name: 'everything',
          enabled: true,
          transport: 'stdio',
          command: process.execPath,
          args: [everythingServer, 'stdio', marker],
          cwd: '',
          envNames: [],
        },
      ],
      { engine: { mcp: { backoff: { retries: 3, minTimeoutMs: 2000, maxTimeoutMs: 4000 } } } },
    )
    const current = engine
    await waitFor(
      () => current.handlers['mcp.list']({}, context),
      ({ servers }) => servers[0]?.state === 'ready',
    )
    const [pid] = childPids(marker)
    expect(pid).toBeGreaterThan(0)
    process.kill(pid ?? 0, 'SIGKILL')
    const down = await waitFor(
      () => current.handlers['mcp.status']({ name: 'everything' }, context),
      ({ server }) => server.state === 'restarting',
    )
    expect(down.server.lastError).toMatch(/closed the connection/)
    expect(down.server.restartAt).toBeGreaterThan(Date.now())
    expect(down.log.join('\n')).toMatch(/Restarting in 2000 ms/)

    const asked: string[] = []
    const whileDown = await runPrompt(current, 'Echo while down', approveAll(current, asked))
    // The run ended before the restart was even due: it never waited for the server.
    const afterRun = await current.handlers['mcp.status']({ name: 'everything' }, context)
    expect(afterRun.server).toMatchObject({ state: 'restarting', restarts: 0 })
    expect(results(whileDown)[0]).toMatchObject({ isError: true, state: 'error' })
    expect(results(whileDown)[0]?.output).toMatch(
      /The MCP server "everything" is not running \(the server closed the connection.*\)\. It restarts in about \d+ s\./,
    )
    expect(whileDown.at(-1)).toMatchObject({ type: 'run-end', reason: 'stop' })

    const back = await waitFor(
      () => current.handlers['mcp.status']({ name: 'everything' }, context),
      ({ server }) => server.state === 'ready',
    )
    expect(back.server).toMatchObject({ restarts: 1, lastError: null })
    expect(childPids(marker)).toHaveLength(1)
    expect(childPids(marker)[0]).not.toBe(pid)
    const afterRestart = await runPrompt(current, 'Echo again', approveAll(current, asked))
    expect(results(afterRestart)[0]).toMatchObject({ isError: false, output: 'Echo: back up' })
  })

  it('does not hold up a run when a server never answers, and leaves it restarting with the reason', async () => {
    model = await startScriptedModel([answer('No MCP tools needed.')])
    engine = await engineWithMcp(
      model,
      [
        {
          name: 'silent',
          enabled: false,
          transport: 'stdio',
          command: process.execPath,
          args: ['-e', 'setInterval(() => {}, 1000)'],
          cwd: '',
          envNames: [],
        },
      ],
      { connectTimeoutSeconds: 1 },
    )
    await engine.handlers['settings.set'](
      {
        patch: {
          mcp: {
            servers: [
              {
                name: 'silent',
                enabled: true,
                transport: 'stdio',
                command: process.execPath,
                args: ['-e', 'setInterval(() => {}, 1000)'],
                cwd: '',
                envNames: [],
              },
            ],
          },
        },
        secrets: [],
      },
      context,
    )
    const events = await runPrompt(engine, 'hello')
    expect(events.at(-1)).toMatchObject({ type: 'run-end', reason: 'stop' })
    const sent = requestBody(model, 0).tools?.map((tool) => tool.function.name)
    expect(sent?.filter((name) => name.startsWith('mcp__'))).toEqual([])
    const { server } = await engine.handlers['mcp.status']({ name: 'silent' }, context)
    expect(server.state).toBe('restarting')
    expect(server.lastError).toMatch(/did not start: .*timed out/i)
  })

  it('reports a command that does not exist without blocking, and a dead server answers listings with a clear error', async () => {
    model = await startScriptedModel([answer('ok')])
    engine = await engineWithMcp(
      model,
      [
        {
          name: 'missing',
          enabled: true,
          transport: 'stdio',
          command: '/nonexistent/mcp-server',
          args: [],
          cwd: '',
          envNames: [],
        },
      ],
      { engine: { mcp: { backoff: { retries: 2, minTimeoutMs: 60_000, maxTimeoutMs: 60_000 } } } },
    )
    const current = engine
    const { server } = await waitFor(
      () => current.handlers['mcp.status']({ name: 'missing' }, context),
      ({ server }) => server.state === 'restarting',
    )
    expect(server.lastError).toMatch(/ENOENT/)
    await expect(current.handlers['mcp.resources']({ name: 'missing' }, context)).rejects.toMatchObject({
      code: 'mcp-unavailable',
      hint: expect.stringContaining('Settings → MCP servers'),
    })
    await expect(current.handlers['mcp.status']({ name: 'nope' }, context)).rejects.toMatchObject({
      code: 'mcp-unknown-server',
    })
  })

  it('streams the progress of a long call, and stops a call past the tool timeout while the server stays usable', async () => {
    model = await startScriptedModel([
      toolCall('mcp__everything__trigger-long-running-operation', { duration: 1, steps: 4 }),
      answer('Finished.'),
      toolCall('mcp__everything__trigger-long-running-operation', { duration: 30, steps: 30 }),
      answer('It took too long.'),
      toolCall('mcp__everything__echo', { message: 'still here' }),
      answer('Still here.'),
    ])
    engine = await engineWithMcp(model, [
      {
        name: 'everything',
        enabled: true,
        transport: 'stdio',
        command: process.execPath,
        args: [everythingServer, 'stdio'],
        cwd: '',
        envNames: [],
      },
    ])
    const asked: string[] = []
    const progressed = await runPrompt(engine, 'Long task', approveAll(engine, asked))
    const progress = progressed.filter((event) => event.type === 'tool-progress')
    expect(progress.length).toBeGreaterThanOrEqual(2)
    // The server's last notification may cross its result, which ends the call's progress: steps 1–3 at least arrive.
    const steps = progress.map((event) => (event.type === 'tool-progress' ? event.progress : {}))
    expect(steps.slice(0, 2)).toEqual([
      expect.objectContaining({ progress: 1, total: 4 }),
      expect.objectContaining({ progress: 2, total: 4 }),
    ])
    expect(results(progressed)[0]).toMatchObject({ isError: false, state: 'completed' })

    await engine.handlers['settings.set']({ patch: { tools: { timeoutSeconds: 1 } }, secrets: [] }, context)
    const stopped = await runPrompt(engine, 'Longer task', approveAll(engine, asked))
    expect(results(stopped)[0]?.output).toMatch(/reached its time limit of 1 s/)
    expect(stopped.at(-1)).toMatchObject({ type: 'run-end', reason: 'stop' })

    const after = await runPrompt(engine, 'Echo', approveAll(engine, asked))
    expect(results(after)[0]).toMatchObject({ isError: false, output: 'Echo: still here' })
  })
})
