import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { InMemoryFileStateCache } from '../electron/main/engine/fs/file-state-cache'
import { HookRegistry } from '../electron/main/engine/hooks/hook-registry'
import { createMcpManager } from '../electron/main/engine/mcp/mcp-manager'
import { mcpToolSource } from '../electron/main/engine/mcp/mcp-tool-source'
import { PermissionService } from '../electron/main/engine/permissions/permission-service'
import { inMemoryPermissionSettings } from '../electron/main/engine/permissions/permission-settings-port'
import { createToolExecutor } from '../electron/main/engine/tools/executor/create-tool-executor'
import { ToolRegistry } from '../electron/main/engine/tools/registry'
import type { Bench, BenchRow } from './bench-types'

const everything = join(__dirname, '../node_modules/@modelcontextprotocol/server-everything/dist/index.js')
const CALLS = 200

function median(samples: number[]): number {
  const sorted = [...samples].sort((left, right) => left - right)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** server-everything over stdio: our manager + executor (validation, permission rule, hooks, events) against the bare SDK client. */
export const bench: Bench = {
  name: 'MCP client',
  async run(): Promise<BenchRow[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'astro-bench-mcp-'))
    const manager = createMcpManager({
      configured: async () => [
        {
          launch: {
            name: 'everything',
            transport: 'stdio',
            command: process.execPath,
            args: [everything, 'stdio'],
            cwd: '',
            env: {},
          },
          enabled: true,
          transient: false,
        },
      ],
      connectTimeoutMs: () => 20_000,
      logDir: join(dataDir, 'logs'),
      redact: (text) => text,
      clientVersion: 'bench',
      now: () => Date.now(),
    })
    const registry = ToolRegistry.empty().attachSource(mcpToolSource(manager))
    const emit = () => undefined
    const executor = createToolExecutor({
      tools: registry,
      emit,
      settings: () => ({ tools: { timeoutSeconds: 120, duplicateCallThreshold: 1_000_000 } }),
      permissions: new PermissionService({
        settings: inMemoryPermissionSettings({
          rules: [{ id: 'all', effect: 'allow', tool: '*', agent: '*', reason: '', source: 'user' }],
        }),
        emit,
      }),
      hooks: new HookRegistry(),
      dataDir,
    })
    const turn = (index: number) => ({
      sessionId: `bench-${index}`,
      runId: 'r',
      step: 0,
      agent: 'main',
      signal: new AbortController().signal,
      silent: false,
      fileState: new InMemoryFileStateCache(),
      runSubagent: async () => ({ summary: '', steps: 0, isError: true }),
    })

    let started = performance.now()
    await registry.prepare()
    const oursStart = performance.now() - started

    const client = new Client({ name: 'bench', version: '1' })
    started = performance.now()
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [everything, 'stdio'], stderr: 'pipe' }),
    )
    await client.listTools()
    const bareStart = performance.now() - started

    const ours: number[] = []
    const bare: number[] = []
    for (let index = 0; index < CALLS; index++) {
      started = performance.now()
      await executor.executeTurn([{ name: 'mcp__everything__echo', arguments: { message: `m${index}` } }], turn(index))
      ours.push(performance.now() - started)
      started = performance.now()
      await client.callTool({ name: 'echo', arguments: { message: `m${index}` } })
      bare.push(performance.now() - started)
    }
    await client.close()
    await manager.dispose()
    rmSync(dataDir, { recursive: true, force: true })
    const oursCall = median(ours.slice(20))
    const bareCall = median(bare.slice(20))
    return [
      {
        suite: 'mcp',
        case: 'echo call, median wall (stdio, server-everything)',
        ours: `${oursCall.toFixed(2)} ms`,
        peer: `${bareCall.toFixed(2)} ms`,
        peerName: 'bare SDK client.callTool',
        goal: 'overhead < 1 ms',
        met: oursCall - bareCall < 1,
      },
      {
        suite: 'mcp',
        case: 'start to tools listed (stdio, server-everything)',
        ours: `${oursStart.toFixed(0)} ms`,
        peer: `${bareStart.toFixed(0)} ms`,
        peerName: 'bare SDK connect + listTools',
        goal: 'within 50 ms of the SDK',
        met: oursStart - bareStart < 50,
      },
    ]
  },
}
