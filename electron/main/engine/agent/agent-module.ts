import { randomUUID } from 'node:crypto'
import type { SecretName, Settings } from '../../../shared/domain/settings'
import type { Db } from '../db/open-database'
import type { EventBus } from '../events/event-bus'
import { InMemoryFileStateCache } from '../fs/file-state-cache'
import type { HookRunner } from '../hooks/hook-runner'
import type { PermissionGate } from '../permissions/permission-gate'
import type { RetryPolicy } from '../providers/retry-policy'
import type { SubagentRunner } from '../subagents/subagent-runner'
import { compressContextTool } from '../tools/builtin/compress-context/compress-context'
import { todoWriteTool } from '../tools/builtin/todo-write/todo-write'
import type { AnyToolDefinition, ToolServices } from '../tools/define-tool'
import { type ArtifactSink, createToolExecutor, type ToolExecutor } from '../tools/executor'
import type { TurnContext } from '../tools/executor/types'
import { ToolRegistry } from '../tools/registry'
import { type AgentHandlers, createAgentHandlers } from './agent-handlers'
import { AgentRuntime } from './agent-runtime'
import type { AgentRuntimeDeps, ResolvedModel } from './agent-runtime-deps'
import { type CompactionRequests, createCompactionRequests } from './compaction/compaction-requests'
import { defaultCompactionSettings } from './compaction/compaction-settings'
import { resolveActiveModel, type SessionModelChoice } from './resolve-model'
import { createAgentMessageStore } from './store/agent-message-store'
import { createSubagentRunner } from './subagent/run-subagent'
import { mainSystemPrompt } from './system-prompt'
import { createTodoStore, type TodoStore } from './todos/todo-store'

type AreaServices = Omit<ToolServices, 'dataDir' | 'todos' | 'compaction' | 'subagents'>

export interface AgentModuleOptions {
  db: Db
  events: EventBus
  settings: { get(): Settings; secret(name: SecretName): Promise<string | null> }
  sessionExists(id: string): boolean
  /** The provider and model a session chose (nulls: the active provider and its model). */
  sessionModel(id: string): SessionModelChoice | null
  /** Every prompt the user wrote that started a run (the sessions area names untitled sessions from it). */
  onPrompt?(sessionId: string, prompt: string): void
  permissions: PermissionGate
  hooks: HookRunner
  dataDir: string
  now(): number
  /** Other areas' tools offered to the main agent, beside todo_write and compress_context. */
  tools?: readonly AnyToolDefinition[]
  /** The services those tools need, shared or per turn (dataDir, todos, compaction and subagents are filled in here). */
  services?: AreaServices | ((turn: TurnContext) => AreaServices)
  artifactSink?: ArtifactSink | null
  retry?: RetryPolicy
  /** Replaces the Settings-based model (the headless CLI with --base-url, tests). */
  resolveModel?: () => Promise<ResolvedModel>
  /** Overrides Settings → tools.maxSteps (the headless CLI's --max-steps). */
  maxSteps?: number
  onInternalError?(error: unknown): void
}

export interface AgentModule {
  runtime: AgentRuntime
  executor: ToolExecutor
  registry: ToolRegistry
  todos: TodoStore
  compactionRequests: CompactionRequests
  handlers: AgentHandlers
  dispose(): Promise<void>
}

/** The agent runtime with its executor, tools and stores, ready to be merged into the engine. */
export function createAgentModule(options: AgentModuleOptions): AgentModule {
  const emit = (event: Parameters<EventBus['emit']>[0]) => options.events.emit(event)
  const todos = createTodoStore(options.db, emit, options.now)
  const compactionRequests = createCompactionRequests()
  const registry = ToolRegistry.of([todoWriteTool, compressContextTool, ...(options.tools ?? [])])
  let subagentRunner: SubagentRunner | undefined
  const subagents: SubagentRunner = {
    run: (request) => {
      if (!subagentRunner) throw new Error('The subagent runner is not ready.')
      return subagentRunner.run(request)
    },
  }
  const executor = createToolExecutor({
    tools: registry,
    services: (turn) => ({
      ...(typeof options.services === 'function' ? options.services(turn) : options.services),
      dataDir: options.dataDir,
      todos,
      compaction: compactionRequests,
      subagents,
    }),
    emit,
    settings: () => options.settings.get(),
    permissions: options.permissions,
    hooks: options.hooks,
    artifactSink: options.artifactSink ?? null,
    dataDir: options.dataDir,
    now: options.now,
  })
  const fileStates = new Map<string, InMemoryFileStateCache>()
  const runtimeDeps: AgentRuntimeDeps = {
    store: createAgentMessageStore(options.db),
    events: options.events,
    executor,
    toolSpecs: () =>
      registry.definitions().map((tool) => ({
        name: tool.name,
        description: tool.description,
        inputSchema: tool.parameters,
      })),
    resolveModel:
      options.resolveModel ??
      ((sessionId) =>
        resolveActiveModel(
          {
            settings: () => options.settings.get(),
            secret: (name) => options.settings.secret(name),
            ...(options.retry ? { retry: options.retry } : {}),
          },
          options.sessionModel(sessionId),
        )),
    settings: () => ({
      maxSteps: options.maxSteps ?? options.settings.get().tools.maxSteps,
      compaction: defaultCompactionSettings,
    }),
    compactionRequests,
    systemPrompt: () => mainSystemPrompt(new Date(options.now())),
    fileState: (sessionId) => {
      let cache = fileStates.get(sessionId)
      if (!cache) {
        cache = new InMemoryFileStateCache()
        fileStates.set(sessionId, cache)
      }
      return cache
    },
    now: options.now,
    createId: randomUUID,
    ...(options.onInternalError ? { onInternalError: options.onInternalError } : {}),
  }
  const runtime = new AgentRuntime(runtimeDeps)
  subagentRunner = createSubagentRunner(runtimeDeps)
  const stopWatching = options.events.subscribe({ types: ['session-updated'] }, (event) => {
    if (event.type !== 'session-updated' || event.change !== 'deleted') return
    runtime.cancel(event.sessionId)
    runtime.forget(event.sessionId)
    executor.forgetSession(event.sessionId)
    fileStates.delete(event.sessionId)
  })
  return {
    runtime,
    executor,
    registry,
    todos,
    compactionRequests,
    handlers: createAgentHandlers({
      runtime,
      todos,
      sessionExists: options.sessionExists,
      onPrompt: (sessionId, prompt) => options.onPrompt?.(sessionId, prompt),
    }),
    dispose: () => {
      stopWatching()
      return runtime.dispose()
    },
  }
}
