import type { EventOf, Usage } from '../../electron/shared/contract/events'
import type { RunVersion } from '../../electron/shared/domain/run-version'
import type { RunBlock, RunView, StepBlock, StepPart, TimelineView, ToolPart } from './timeline-types'

/** The pieces the event handlers change a timeline with: runs, steps, parts and tool calls, each copied, never mutated. */
export const settledToolStates = new Set(['completed', 'error', 'denied', 'cancelled'])

export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  const copy = items.slice()
  copy[index] = item
  return copy
}

export function findLastIndex<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    if (predicate(items[index] as T)) return index
  }
  return -1
}

export function newRun(id: string, prompt: string, at: number, version: RunVersion | null): RunView {
  return {
    id,
    prompt,
    version,
    status: 'running',
    startedAt: at,
    endedAt: null,
    abortReason: null,
    blocks: [],
    costUsd: 0,
    costKnown: true,
  }
}

/** Applies `change` to the run `runId`, creating it when the replay began after its start. */
export function withRun(
  view: TimelineView,
  runId: string,
  at: number,
  change: (run: RunView) => RunView,
): TimelineView {
  const index = findLastIndex(view.runs, (run) => run.id === runId)
  if (index === -1) return { ...view, runs: [...view.runs, change(newRun(runId, '', at, null))] }
  return { ...view, runs: replaceAt(view.runs, index, change(view.runs[index] as RunView)) }
}

export function appendBlock(run: RunView, block: RunBlock): RunView {
  return { ...run, blocks: [...run.blocks, block] }
}

export function withStep(run: RunView, step: number, change: (block: StepBlock) => StepBlock): RunView {
  const index = findLastIndex(run.blocks, (block) => block.kind === 'step' && block.step === step)
  if (index === -1) {
    const created: StepBlock = {
      kind: 'step',
      key: `${run.id}:step:${step}`,
      step,
      status: 'running',
      finishReason: null,
      parts: [],
      usage: null,
      agent: null,
    }
    return appendBlock(run, change(created))
  }
  return { ...run, blocks: replaceAt(run.blocks, index, change(run.blocks[index] as StepBlock)) }
}

export function appendDelta(block: StepBlock, kind: 'text' | 'reasoning', delta: string): StepBlock {
  const last = block.parts[block.parts.length - 1]
  if (last && last.kind === kind) {
    return { ...block, parts: replaceAt(block.parts, block.parts.length - 1, { ...last, text: last.text + delta }) }
  }
  const part: StepPart = { kind, key: `${block.key}:${kind}:${block.parts.length}`, text: delta }
  return { ...block, parts: [...block.parts, part] }
}

/** Applies `change` to the tool part `toolCallId` of the run, wherever its step is. */
export function withToolPart(run: RunView, toolCallId: string, change: (part: ToolPart) => ToolPart): RunView {
  for (let blockIndex = run.blocks.length - 1; blockIndex >= 0; blockIndex -= 1) {
    const block = run.blocks[blockIndex] as RunBlock
    if (block.kind !== 'step') continue
    const partIndex = block.parts.findIndex((part) => part.kind === 'tool' && part.id === toolCallId)
    if (partIndex === -1) continue
    const part = block.parts[partIndex] as ToolPart
    const updated: StepBlock = { ...block, parts: replaceAt(block.parts, partIndex, change(part)) }
    return { ...run, blocks: replaceAt(run.blocks, blockIndex, updated) }
  }
  return run
}

export function toolPartFromCall(event: EventOf<'tool-call'>, block: StepBlock): ToolPart {
  return {
    kind: 'tool',
    key: `${block.key}:tool:${event.toolCallId}`,
    id: event.toolCallId,
    name: event.name,
    arguments: event.arguments,
    state: event.state,
    progress: null,
    output: null,
    isError: false,
    metadata: {},
    permissionRequestId: null,
    denialReason: null,
  }
}

/** Tool calls still open when a run stops were cancelled with it. */
export function cancelOpenTools(run: RunView): RunView {
  let changed = false
  const blocks = run.blocks.map((block) => {
    if (block.kind !== 'step') return block
    if (!block.parts.some((part) => part.kind === 'tool' && !settledToolStates.has(part.state))) {
      return block.status === 'running' ? { ...block, status: 'done' as const } : block
    }
    changed = true
    const parts = block.parts.map((part) =>
      part.kind === 'tool' && !settledToolStates.has(part.state) ? { ...part, state: 'cancelled' as const } : part,
    )
    return { ...block, status: 'done' as const, parts }
  })
  return changed || blocks.some((block, index) => block !== run.blocks[index]) ? { ...run, blocks } : run
}

export function dropPermissionsOfRun(view: TimelineView, runId: string): TimelineView {
  if (!view.pendingPermissions.some((request) => request.runId === runId)) return view
  return { ...view, pendingPermissions: view.pendingPermissions.filter((request) => request.runId !== runId) }
}

function stepUsages(run: RunView): Usage[] {
  return run.blocks.flatMap((block) => (block.kind === 'step' && block.usage ? [block.usage.usage] : []))
}

/** Runs a regenerate or an edited prompt took back: gone from the view, with their tokens and cost. */
export function removeRuns(view: TimelineView, runIds: ReadonlySet<string>): TimelineView {
  const removed = view.runs.filter((run) => runIds.has(run.id))
  if (removed.length === 0) return view
  const usages = removed.flatMap(stepUsages)
  const total = (field: keyof Usage) =>
    Math.max(0, view.totalUsage[field] - usages.reduce((sum, usage) => sum + usage[field], 0))
  const runs = view.runs.filter((run) => !runIds.has(run.id))
  return {
    ...view,
    runs,
    costKnown: runs.every((run) => run.costKnown),
    pendingPermissions: view.pendingPermissions.filter((request) => !runIds.has(request.runId)),
    sessionCostUsd: Math.max(0, view.sessionCostUsd - removed.reduce((sum, run) => sum + run.costUsd, 0)),
    totalUsage: {
      inputTokens: total('inputTokens'),
      outputTokens: total('outputTokens'),
      cachedInputTokens: total('cachedInputTokens'),
      reasoningTokens: total('reasoningTokens'),
    },
  }
}
