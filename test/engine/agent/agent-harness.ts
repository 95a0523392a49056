import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AgentRuntime } from '../../../electron/main/engine/agent/agent-runtime'
import type { AgentRuntimeDeps } from '../../../electron/main/engine/agent/agent-runtime-deps'
import {
  type CompactionRequests,
  createCompactionRequests,
} from '../../../electron/main/engine/agent/compaction/compaction-requests'
import {
  type CompactionSettings,
  defaultCompactionSettings,
} from '../../../electron/main/engine/agent/compaction/compaction-settings'
import { createAgentMessageStore } from '../../../electron/main/engine/agent/store/agent-message-store'
import { createSubagentRunner } from '../../../electron/main/engine/agent/subagent/run-subagent'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { type Db, openDatabase } from '../../../electron/main/engine/db/open-database'
import { createEventBus } from '../../../electron/main/engine/events/event-bus'
import { InMemoryFileStateCache } from '../../../electron/main/engine/fs/file-state-cache'
import { HookRegistry } from '../../../electron/main/engine/hooks/hook-registry'
import type { PermissionGate } from '../../../electron/main/engine/permissions/permission-gate'
import type { Price } from '../../../electron/main/engine/providers/cost'
import type { LanguageModel } from '../../../electron/main/engine/providers/language-model'
import type { AnyToolDefinition } from '../../../electron/main/engine/tools/define-tool'
import { createToolExecutor } from '../../../electron/main/engine/tools/executor'
import { ToolRegistry } from '../../../electron/main/engine/tools/registry'
import { toolInputJsonSchema } from '../../../electron/main/engine/tools/tool-json-schema'
import type { AgentEvent, AgentEventType } from '../../../electron/shared/contract/events'

const allowEverything: PermissionGate = {
  check: async () => ({ allowed: true, via: 'auto' }),
  denial: () => null,
}

export interface HarnessOptions {
  model: LanguageModel
  tools?: AnyToolDefinition[]
  maxSteps?: number
  compaction?: Partial<CompactionSettings>
  price?: Price
  db?: Db
}

export interface Harness {
  runtime: AgentRuntime
  compactionRequests: CompactionRequests
  db: Db
  sessionId: string
  events: AgentEvent[]
  types(runId?: string): AgentEventType[]
  ofType<T extends AgentEventType>(type: T): Extract<AgentEvent, { type: T }>[]
  /** Resolves with the first event of that type (already seen or still to come). */
  nextEvent<T extends AgentEventType>(
    type: T,
    where?: (event: Extract<AgentEvent, { type: T }>) => boolean,
  ): Promise<Extract<AgentEvent, { type: T }>>
  close(): void
}

let counter = 0

/** A real runtime (store on SQLite, event bus, the real executor) around a scripted model. */
export function createHarness(options: HarnessOptions): Harness {
  const dataDir = mkdtempSync(join(tmpdir(), 'astro-agent-'))
  const db = options.db ?? openDatabase(':memory:', migrations).db
  const sessionId = `s${++counter}`
  db.prepare('insert into sessions (id, title, project_dir, created_at, updated_at) values (?, ?, null, ?, ?)').run(
    sessionId,
    'Test',
    Date.now(),
    Date.now(),
  )
  const bus = createEventBus({ clock: { now: () => Date.now() }, validate: true })
  const events: AgentEvent[] = []
  const waiters: { test: (event: AgentEvent) => boolean; resolve: (event: AgentEvent) => void }[] = []
  bus.subscribe({}, (event) => {
    events.push(event)
    for (const waiter of [...waiters]) {
      if (waiter.test(event)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(event)
      }
    }
  })
  const registry = ToolRegistry.of(options.tools ?? [])
  const executor = createToolExecutor({
    tools: registry,
    emit: (event) => bus.emit(event),
    settings: () => ({ tools: { timeoutSeconds: 30, duplicateCallThreshold: 50 } }),
    permissions: allowEverything,
    hooks: new HookRegistry(),
    dataDir,
  })
  let ids = 0
  const compactionRequests = createCompactionRequests()
  const fileStates = new Map<string, InMemoryFileStateCache>()
  const loopDeps: Omit<AgentRuntimeDeps, 'runSubagent'> = {
    store: createAgentMessageStore(db),
    events: bus,
    executor,
    toolSpecs: async () =>
      registry
        .list()
        .map((tool) => ({ name: tool.name, description: tool.description, inputSchema: toolInputJsonSchema(tool) })),
    resolveModel: async () => ({ model: options.model, price: options.price }),
    settings: () => ({
      maxSteps: options.maxSteps ?? 10,
      compaction: { ...defaultCompactionSettings, ...options.compaction },
    }),
    compactionRequests,
    systemPrompt: async () => 'You are a test agent.',
    fileState: (id) => {
      let cache = fileStates.get(id)
      if (!cache) {
        cache = new InMemoryFileStateCache()
        fileStates.set(id, cache)
      }
      return cache
    },
    notices: () => null,
    now: () => Date.now(),
    createId: () => `${++ids}`,
  }
  const runtime = new AgentRuntime({ ...loopDeps, runSubagent: createSubagentRunner(loopDeps) })
  return {
    runtime,
    compactionRequests,
    db,
    sessionId,
    events,
    types: (runId) => events.filter((event) => !runId || event.runId === runId).map((event) => event.type),
    ofType: <T extends AgentEventType>(type: T) =>
      events.filter((event): event is Extract<AgentEvent, { type: T }> => event.type === type),
    nextEvent: <T extends AgentEventType>(type: T, where?: (event: Extract<AgentEvent, { type: T }>) => boolean) =>
      new Promise<Extract<AgentEvent, { type: T }>>((resolve) => {
        const test = (event: AgentEvent) =>
          event.type === type && (!where || where(event as Extract<AgentEvent, { type: T }>))
        const seen = events.find(test)
        if (seen) resolve(seen as Extract<AgentEvent, { type: T }>)
        else waiters.push({ test, resolve: (event) => resolve(event as Extract<AgentEvent, { type: T }>) })
      }),
    close: () => {
      db.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
