import { z } from 'zod'
import { InMemoryFileStateCache } from '../../../electron/main/engine/fs/file-state-cache'
import { HookRegistry } from '../../../electron/main/engine/hooks/hook-registry'
import type { ToolPermissionRule } from '../../../electron/main/engine/permissions/permission-rule'
import { PermissionService } from '../../../electron/main/engine/permissions/permission-service'
import {
  inMemoryPermissionSettings,
  type PermissionSettings,
} from '../../../electron/main/engine/permissions/permission-settings-port'
import {
  type AnyToolDefinition,
  defineTool,
  type ToolContext,
  type ToolOutput,
  toolResult,
} from '../../../electron/main/engine/tools/define-tool'
import { createToolExecutor } from '../../../electron/main/engine/tools/executor/create-tool-executor'
import type { ArtifactSink } from '../../../electron/main/engine/tools/executor/persist-result'
import type { TurnContext } from '../../../electron/main/engine/tools/executor/types'
import { ToolRegistry } from '../../../electron/main/engine/tools/registry'
import { type EventInput, eventSchema } from '../../../electron/shared/contract/events'
import type { PermissionRule } from '../../../electron/shared/domain/settings'
import { testToolUi } from '../../helpers/test-tool-ui'

/** A promise with its resolver outside: the latch the ordering tests wait on and release. */
export class Latch<T = void> {
  readonly promise: Promise<T>
  private release: (value: T) => void = () => undefined
  settled = false

  constructor() {
    this.promise = new Promise<T>((resolve) => {
      this.release = resolve
    })
  }

  open(value: T): void {
    this.settled = true
    this.release(value)
  }
}

/** Lets every queued callback and microtask run (not a timed sleep). */
export async function flush(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round++) await new Promise<void>((resolve) => setImmediate(resolve))
}

export interface HarnessOptions {
  tools: AnyToolDefinition[]
  dataDir?: string
  rules?: PermissionRule[]
  permission?: Partial<PermissionSettings>
  hooks?: HookRegistry
  artifactSink?: ArtifactSink
  toolTimeoutSeconds?: number
  duplicateCallThreshold?: number
  onEvent?: (event: EventInput, harness: Harness) => void
}

export interface Harness {
  executor: ReturnType<typeof createToolExecutor>
  events: EventInput[]
  permissions: PermissionService
  hooks: HookRegistry
  turn(overrides?: Partial<TurnContext>): TurnContext
  eventsOf<T extends EventInput['type']>(type: T): Extract<EventInput, { type: T }>[]
}

export function createHarness(options: HarnessOptions): Harness {
  const events: EventInput[] = []
  const emit = (event: EventInput) => {
    eventSchema.parse({ ...event, seq: events.length, at: 0 })
    events.push(event)
    options.onEvent?.(event, harness)
  }
  const permissions = new PermissionService({
    settings: inMemoryPermissionSettings({ rules: options.rules ?? [], ...options.permission }),
    emit,
  })
  const hooks = options.hooks ?? new HookRegistry()
  const dataDir = options.dataDir ?? '/nonexistent-data-dir'
  const executor = createToolExecutor({
    tools: ToolRegistry.of(options.tools),
    emit,
    settings: () => ({
      tools: {
        timeoutSeconds: options.toolTimeoutSeconds ?? 120,
        duplicateCallThreshold: options.duplicateCallThreshold ?? 3,
      },
    }),
    permissions,
    hooks,
    artifactSink: options.artifactSink ?? null,
    dataDir,
  })
  const harness: Harness = {
    executor,
    events,
    permissions,
    hooks,
    turn: (overrides = {}) => ({
      sessionId: 's1',
      runId: 'r1',
      step: 1,
      agent: 'main',
      signal: new AbortController().signal,
      silent: false,
      fileState: new InMemoryFileStateCache(),
      runSubagent: async () => {
        throw new Error('This harness runs no subagents.')
      },
      ...overrides,
    }),
    eventsOf: (type) => events.filter((event) => event.type === type) as never,
  }
  return harness
}

export interface TestToolOptions {
  name: string
  safe?: boolean
  behavior?: 'cancel' | 'block'
  permission?: 'auto' | 'confirm'
  causesSiblingAbort?: boolean
  isAgentSwitch?: boolean
  maxResultChars?: number
  persistTo?: 'artifact' | 'file'
  timeoutMs?: number
  checkPermissions?: (input: { text?: string }, context: ToolContext) => ToolPermissionRule[]
  run?: (input: { text?: string }, context: ToolContext) => Promise<ToolOutput>
}

/** A tool with one optional `text` parameter; by default it echoes its input. */
export function testTool(options: TestToolOptions): AnyToolDefinition {
  return defineTool({
    name: options.name,
    ui: testToolUi(options.name),
    description: `Test tool ${options.name}.`,
    input: z.object({ text: z.string().optional() }),
    isConcurrencySafe: () => options.safe ?? false,
    interruptBehavior: options.behavior ?? 'cancel',
    defaultPermission: options.permission ?? 'auto',
    causesSiblingAbort: options.causesSiblingAbort ?? false,
    isAgentSwitch: options.isAgentSwitch ?? false,
    maxResultChars: options.maxResultChars,
    persistTo: options.persistTo,
    timeoutMs: options.timeoutMs,
    checkPermissions: options.checkPermissions,
    execute: options.run ?? (async (input) => toolResult(`${options.name}:${input.text ?? ''}`)),
  })
}

/** A tool that logs its start and end and waits for its gate (one gate per call text). */
export function gatedTool(
  name: string,
  log: string[],
  gates: Map<string, Latch>,
  started: Map<string, Latch>,
  extra: Partial<TestToolOptions> = {},
): AnyToolDefinition {
  return testTool({
    name,
    ...extra,
    run: async (input) => {
      const key = input.text ?? name
      log.push(`start ${key}`)
      started.get(key)?.open()
      await gates.get(key)?.promise
      log.push(`end ${key}`)
      return toolResult(`${key} done`)
    },
  })
}

/** Runs one call of `tool` through the executor as the agent loop does (allowed without asking); its result. */
export async function runThroughExecutor(tool: AnyToolDefinition, args: Record<string, unknown>): Promise<ToolOutput> {
  const harness = createHarness({
    tools: [tool],
    rules: [{ id: 'allow', effect: 'allow', tool: tool.name, agent: '*', reason: 'test', source: 'user' }],
  })
  const [result] = await harness.executor.executeTurn([{ name: tool.name, arguments: args }], harness.turn())
  if (!result) throw new Error(`${tool.name} returned no result`)
  return { content: result.content, isError: result.isError, metadata: result.metadata }
}
