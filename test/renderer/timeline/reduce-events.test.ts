import { describe, expect, it } from 'vitest'
import { formatCost } from '../../../src/timeline/format-usage'
import { applyEvent, reduceEvents } from '../../../src/timeline/reduce-events'
import type { RunView, StepBlock, ToolPart } from '../../../src/timeline/timeline-types'
import { loadEvents } from './load-fixture'

function steps(run: RunView | undefined): StepBlock[] {
  return (run?.blocks ?? []).filter((block): block is StepBlock => block.kind === 'step')
}

function tools(run: RunView | undefined): ToolPart[] {
  return steps(run).flatMap((step) => step.parts.filter((part): part is ToolPart => part.kind === 'tool'))
}

describe('reduceEvents', () => {
  it('joins streamed reasoning and text into one part each, with usage and cost on the step', () => {
    const view = reduceEvents(loadEvents('plain-answer.json'))
    expect(view.runs).toHaveLength(1)
    const run = view.runs[0]
    expect(run?.prompt).toBe('What is the distance to M31 and how is it measured?')
    expect(run?.status).toBe('completed')
    const [step] = steps(run)
    expect(step?.parts.map((part) => part.kind)).toEqual(['reasoning', 'text'])
    const text = step?.parts[1]
    expect(text?.kind === 'text' && text.text).toContain(
      '$$\\mu = m - M = 5\\log_{10}(d/10\\,\\mathrm{pc}) \\approx 24.42$$',
    )
    expect(step?.usage).toEqual({
      usage: { inputTokens: 1830, outputTokens: 142, cachedInputTokens: 1024, reasoningTokens: 38 },
      costUsd: 0.00091,
      costKnown: true,
    })
    expect(view.costKnown).toBe(true)
    expect(step?.status).toBe('done')
    expect(step?.finishReason).toBe('stop')
    expect(view.sessionCostUsd).toBe(0.00091)
  })

  it('tracks parallel tool calls from pending through running to completed, keeping their order and progress', () => {
    const view = reduceEvents(loadEvents('parallel-tools.json'))
    const run = view.runs[0]
    const [first, second] = steps(run)
    expect(first?.parts.map((part) => (part.kind === 'tool' ? part.id : part.kind))).toEqual([
      'text',
      'call_a1',
      'call_a2',
    ])
    const [search, rag] = tools(run)
    expect(search).toMatchObject({ state: 'completed', name: 'search_papers', metadata: { count: 2 } })
    expect(search?.progress).toEqual({ message: 'arXiv: 3 results', fraction: 1 })
    expect(search?.arguments).toEqual({ query: 'FRB 20200120E', source: 'ads', limit: 10 })
    expect(rag?.output).toContain('[Kirsten2022, p.3]')
    expect(second?.parts).toHaveLength(1)
    expect(run?.costUsd).toBeCloseTo(0.0021, 10)
    expect(view.sessionCostUsd).toBe(0.0041)
    expect(view.totalUsage).toEqual({
      inputTokens: 5500,
      outputTokens: 306,
      cachedInputTokens: 2300,
      reasoningTokens: 0,
    })
  })

  it('shows intermediate tool states while the stream is in flight', () => {
    const events = loadEvents('parallel-tools.json')
    const callIndex = events.findIndex((event) => event.type === 'tool-call' && event.state === 'running')
    const pending = reduceEvents(events.slice(0, callIndex))
    expect(tools(pending.runs[0]).map((part) => part.state)).toEqual(['pending', 'pending'])
    const firstProgress = events.findIndex((event) => event.type === 'tool-progress')
    const running = reduceEvents(events.slice(0, firstProgress + 1))
    expect(tools(running.runs[0]).map((part) => part.state)).toEqual(['running', 'running'])
    expect(running.runs[0]?.status).toBe('running')
  })

  it('raises a permission request and, on deny, marks the tool denied with the reason', () => {
    const events = loadEvents('permission-denied.json')
    const asked = reduceEvents(
      events.slice(
        0,
        events.findIndex((event) => event.type === 'permission-response'),
      ),
    )
    expect(asked.pendingPermissions).toEqual([
      expect.objectContaining({ requestId: 'perm_1', tool: 'run_bash', toolCallId: 'call_b1', level: 'confirm' }),
    ])
    expect(tools(asked.runs[0])[0]?.permissionRequestId).toBe('perm_1')

    const denied = reduceEvents(
      events.slice(
        0,
        events.findIndex((event) => event.type === 'tool-result'),
      ),
    )
    expect(denied.pendingPermissions).toEqual([])
    expect(tools(denied.runs[0])[0]).toMatchObject({
      state: 'denied',
      denialReason: 'Keep the files until I checked them.',
    })

    const finished = reduceEvents(events)
    expect(tools(finished.runs[0])[0]?.state).toBe('denied')
    expect(finished.runs[0]?.status).toBe('completed')
  })

  it('cancels running and waiting tools when the user stops a run, and drops its open permission request', () => {
    const view = reduceEvents(loadEvents('stopped-run.json'))
    const run = view.runs[0]
    expect(run?.status).toBe('cancelled')
    expect(run?.abortReason).toBe('Stopped by the user')
    expect(tools(run).map((part) => part.state)).toEqual(['cancelled', 'cancelled'])
    expect(steps(run)[0]?.status).toBe('done')
    expect(view.pendingPermissions).toEqual([])
  })

  it('keeps a provider error with its hint, and the next run in the same session works', () => {
    const view = reduceEvents(loadEvents('provider-error.json'))
    expect(view.runs.map((run) => [run.id, run.status])).toEqual([
      ['run_30', 'error'],
      ['run_31', 'completed'],
    ])
    const error = view.runs[0]?.blocks.find((block) => block.kind === 'error')
    expect(error).toMatchObject({
      code: 'provider-http-401',
      hint: 'Open Settings → Model providers and enter a valid key.',
    })
    const answer = steps(view.runs[1])[0]?.parts[0]
    expect(answer?.kind === 'text' && answer.text).toBe('Local H0 from Cepheids gives 73 km/s/Mpc; the CMB gives 67.4.')
  })

  it('places a compaction marker between steps, records tool errors, todos and the max-steps end', () => {
    const view = reduceEvents(loadEvents('compaction-max-steps.json'))
    const run = view.runs[0]
    expect(run?.blocks.map((block) => block.kind)).toEqual(['step', 'compaction', 'step'])
    expect(run?.blocks[1]).toMatchObject({ level: 'auto', tokensBefore: 118000, tokensAfter: 21000 })
    expect(tools(run).map((part) => [part.name, part.state, part.isError])).toEqual([
      ['read_file', 'completed', false],
      ['get_paper_metadata', 'error', true],
    ])
    expect(run?.status).toBe('max-steps')
    expect(view.todos.map((todo) => todo.status)).toEqual(['completed', 'in_progress'])
  })

  it('ignores replayed events it already applied, so a reconnect overlapping live events changes nothing', () => {
    const events = loadEvents('parallel-tools.json')
    const once = reduceEvents(events)
    const replayed = reduceEvents(events.slice(10), once)
    expect(replayed).toBe(once)
    const half = reduceEvents(events.slice(0, 15))
    expect(reduceEvents(events.slice(5), half)).toEqual(once)
  })

  it('builds a run it joined mid-way (replay buffer began after run-start)', () => {
    const events = loadEvents('parallel-tools.json')
    const view = reduceEvents(events.slice(3))
    expect(view.runs[0]).toMatchObject({ id: 'run_07', prompt: '', status: 'completed' })
    expect(tools(view.runs[0]).map((part) => part.state)).toEqual(['completed', 'completed'])
  })

  it('leaves unchanged runs untouched so memoised rows do not re-render', () => {
    const first = reduceEvents(loadEvents('provider-error.json'))
    const [, last] = loadEvents('provider-error.json').slice(-2)
    if (!last) throw new Error('fixture is empty')
    const next = applyEvent(first, { ...last, seq: last.seq + 1, type: 'text-delta', step: 1, delta: '!' })
    expect(next.runs[0]).toBe(first.runs[0])
    expect(next.runs[1]).not.toBe(first.runs[1])
  })

  it('applies history rebuilt from stored messages (seq 0) in order, then live events after it', () => {
    const events = loadEvents('parallel-tools.json')
    const cut = events.findIndex((event) => event.type === 'step-start' && event.step === 2)
    const history = events.slice(0, cut).map((event) => ({ ...event, seq: 0 }))
    const view = reduceEvents(events.slice(cut), reduceEvents(history))
    const expected = reduceEvents(events)
    expect(view.runs).toEqual(expected.runs)
    expect(view.lastSeq).toBe(expected.lastSeq)
  })

  it("adds a subagent's usage reported under a step to that step's own, and both to the run and session", () => {
    const base = { sessionId: 's1', runId: 'r1', at: 1 }
    const usage = (inputTokens: number, outputTokens: number) => ({
      inputTokens,
      outputTokens,
      cachedInputTokens: 0,
      reasoningTokens: 0,
    })
    const view = reduceEvents([
      { ...base, seq: 1, type: 'run-start', prompt: 'Delegate' },
      { ...base, seq: 2, type: 'step-start', step: 1, agent: 'main' },
      {
        ...base,
        seq: 3,
        type: 'usage',
        step: 1,
        usage: usage(40, 10),
        costUsd: 0.5,
        costKnown: true,
        sessionCostUsd: 0.5,
      },
      {
        ...base,
        seq: 4,
        type: 'usage',
        step: 1,
        usage: usage(20, 5),
        costUsd: 0.25,
        costKnown: true,
        sessionCostUsd: 0.75,
      },
    ])
    const [step] = steps(view.runs[0])
    expect(step?.usage).toEqual({ usage: usage(60, 15), costUsd: 0.75, costKnown: true })
    expect(view.runs[0]?.costUsd).toBe(0.75)
    expect(view.sessionCostUsd).toBe(0.75)
  })

  it('drops the runs a regenerate took back, with their tokens and cost, and keeps the runs before them', () => {
    const events = loadEvents('plain-answer.json')
    const first = reduceEvents(events)
    const firstRunId = first.runs[0]?.id ?? ''
    const lastSeq = Math.max(...events.map((event) => event.seq))
    const at = 1_767_225_700_000
    const sessionId = events[0]?.sessionId ?? ''
    const second = reduceEvents(
      [
        { seq: lastSeq + 1, at, sessionId, runId: 'run-2', type: 'run-start', prompt: 'And M33?' },
        {
          seq: lastSeq + 2,
          at,
          sessionId,
          runId: 'run-2',
          type: 'usage',
          step: 1,
          usage: { inputTokens: 500, outputTokens: 20, cachedInputTokens: 0, reasoningTokens: 0 },
          costUsd: 0.0004,
          costKnown: true,
          sessionCostUsd: 0.00131,
        },
        { seq: lastSeq + 3, at, sessionId, runId: 'run-2', type: 'run-end', reason: 'stop', steps: 1 },
        { seq: lastSeq + 4, at, sessionId, runId: 'run-2', type: 'runs-removed', runIds: ['run-2'] },
      ],
      first,
    )
    expect(second.runs.map((run) => run.id)).toEqual([firstRunId])
    expect(second.totalUsage).toEqual(first.totalUsage)
    expect(second.sessionCostUsd).toBeCloseTo(first.sessionCostUsd, 10)
  })

  it('marks the cost unknown, not zero, once a step ran on a model without a price', () => {
    const events = loadEvents('plain-answer.json').map((event) =>
      event.type === 'usage' ? { ...event, costUsd: 0, sessionCostUsd: 0, costKnown: false } : event,
    )
    const view = reduceEvents(events)
    expect(view.costKnown).toBe(false)
    expect(view.runs[0]?.costKnown).toBe(false)
    expect(formatCost(view.sessionCostUsd, view.costKnown, 'cost unknown')).toBe('cost unknown')
    expect(formatCost(0)).toBe('$0')
  })
})

describe('artifact markers', () => {
  const envelope = { sessionId: 's1', at: 1 }
  const snapshot = (version: number) => ({
    id: 'm31',
    title: 'M31 distance',
    contentType: 'text/markdown',
    content: `v${version}`,
    version,
    source: 'agent' as const,
  })

  it('marks where the agent wrote an artifact, with the version to open, and leaves the user’s own edits out', () => {
    const view = reduceEvents([
      { ...envelope, seq: 1, runId: 'r1', type: 'run-start', prompt: 'Draft' },
      { ...envelope, seq: 2, runId: 'r1', type: 'artifact-updated', artifact: snapshot(1) },
      { ...envelope, seq: 3, runId: 'r1', type: 'artifact-updated', artifact: snapshot(2) },
      { ...envelope, seq: 4, runId: '', type: 'artifact-updated', artifact: snapshot(3) },
    ])
    expect(view.runs.map((run) => run.id)).toEqual(['r1'])
    expect(view.runs[0]?.blocks).toMatchObject([
      { kind: 'notice', notice: 'artifact-updated', detail: 'v1', artifact: { id: 'm31', version: 1 } },
      { kind: 'notice', notice: 'artifact-updated', detail: 'v2', artifact: { id: 'm31', version: 2 } },
    ])
  })
})
