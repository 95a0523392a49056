import { z } from 'zod'
import { InMemoryFileStateCache } from '../electron/main/engine/fs/file-state-cache'
import { HookRegistry } from '../electron/main/engine/hooks/hook-registry'
import { PermissionService } from '../electron/main/engine/permissions/permission-service'
import { inMemoryPermissionSettings } from '../electron/main/engine/permissions/permission-settings-port'
import { type AnyToolDefinition, defineTool, toolResult } from '../electron/main/engine/tools/define-tool'
import { createToolExecutor } from '../electron/main/engine/tools/executor/create-tool-executor'
import type { ToolCallRequest } from '../electron/main/engine/tools/executor/types'
import { ToolRegistry } from '../electron/main/engine/tools/registry'
import { testToolUi } from '../test/helpers/test-tool-ui'
import type { Bench, BenchRow } from './bench-types'

const echo = defineTool({
  name: 'echo',
  ui: testToolUi('echo'),
  description: 'Echo.',
  input: z.object({ text: z.string(), count: z.number().int().default(1) }),
  execute: async (input) => toolResult(input.text.repeat(input.count)),
})

const sleeper = defineTool({
  name: 'sleep_read',
  ui: testToolUi('sleep_read'),
  description: 'Waits 100 ms.',
  input: z.object({ index: z.number().int() }),
  isConcurrencySafe: () => true,
  execute: async (input) => {
    await new Promise((resolve) => setTimeout(resolve, 100))
    return toolResult(`done ${input.index}`)
  },
})

function executorFor(tools: AnyToolDefinition[]) {
  const events: unknown[] = []
  const emit = (event: unknown) => {
    events.push(event)
    if (events.length > 10_000) events.length = 0
  }
  return createToolExecutor({
    tools: ToolRegistry.of(tools),
    emit,
    settings: () => ({ tools: { timeoutSeconds: 120, duplicateCallThreshold: 3 } }),
    permissions: new PermissionService({ settings: inMemoryPermissionSettings(), emit }),
    hooks: new HookRegistry(),
    dataDir: '/nonexistent',
  })
}

function turn(index: number) {
  return {
    sessionId: `bench-${index}`,
    runId: 'r',
    step: 0,
    agent: 'main',
    signal: new AbortController().signal,
    silent: false,
    fileState: new InMemoryFileStateCache(),
    runSubagent: async () => ({ summary: '', steps: 0, isError: true }),
  }
}

/** CPU milliseconds per call (user + system), which the load of other processes on the machine barely skews. */
async function perCallMs(run: (calls: ToolCallRequest[], round: number) => Promise<unknown>): Promise<number> {
  const perTurn = 20
  const rounds = 150
  const calls = (round: number) =>
    Array.from({ length: perTurn }, (_, index) => ({ name: 'echo', arguments: { text: `${round}-${index}` } }))
  for (let round = 0; round < 20; round++) await run(calls(round), round)
  const started = process.cpuUsage()
  for (let round = 0; round < rounds; round++) await run(calls(round), round)
  const used = process.cpuUsage(started)
  return (used.user + used.system) / 1000 / (rounds * perTurn)
}

async function wallMs(run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = []
  for (let sample = 0; sample < 5; sample++) {
    const started = performance.now()
    await run()
    samples.push(performance.now() - started)
  }
  samples.sort((left, right) => left - right)
  return samples[2] ?? Number.NaN
}

export const bench: Bench = {
  name: 'tool executor',
  async run(): Promise<BenchRow[]> {
    const executor = executorFor([echo, sleeper])
    const ours = await perCallMs((calls, round) => executor.executeTurn(calls, turn(round)))
    const direct = await perCallMs(async (calls) => {
      for (const call of calls) {
        if (typeof call.arguments === 'string') continue
        await echo.execute(echo.input.parse(call.arguments), {} as never)
      }
    })
    const eight = Array.from({ length: 8 }, (_, index) => ({ name: 'sleep_read', arguments: { index } }))
    let round = 0
    const batch = await wallMs(() => executor.executeTurn(eight, turn(10_000 + round++)))
    const promiseAll = await wallMs(() =>
      Promise.all(eight.map((call) => sleeper.execute({ index: call.arguments.index }, {} as never))),
    )
    const sequential = await wallMs(async () => {
      for (const call of eight) await sleeper.execute({ index: call.arguments.index }, {} as never)
    })
    const overhead = ours - direct
    return [
      {
        suite: 'executor',
        case: 'CPU per call (20-call turns, AUTO tool, no hooks)',
        ours: `${ours.toFixed(4)} ms (overhead ${overhead.toFixed(4)} ms)`,
        peer: `${direct.toFixed(4)} ms`,
        peerName: 'direct zod parse + execute loop',
        goal: 'overhead < 0.2 ms',
        met: overhead < 0.2,
      },
      {
        suite: 'executor',
        case: '8 concurrency-safe 100 ms tools, one batch',
        ours: `${batch.toFixed(1)} ms`,
        peer: `${promiseAll.toFixed(1)} ms / ${sequential.toFixed(1)} ms`,
        peerName: 'Promise.all / sequential loop',
        goal: '≤ 120 ms wall',
        met: batch <= 120,
      },
    ]
  },
}
