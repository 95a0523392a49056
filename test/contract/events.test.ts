import { faker } from '@faker-js/faker'
import { describe, expect, it } from 'vitest'
import { fake, seed, setFaker } from 'zod-schema-faker/v4'
import { type AgentEventType, type EventOf, eventSchema } from '../../electron/shared/contract/events'
import { roundTrip } from './round-trip'

setFaker(faker)

const base = { seq: 7, sessionId: 'session-1', runId: 'run-1', at: 1_767_225_600_000 }
const usage = { inputTokens: 1200, outputTokens: 300, cachedInputTokens: 1000, reasoningTokens: 0 }

/** One realistic sample per event type. A new variant in the schema needs a sample here (compile and test fail). */
const samples: { [T in AgentEventType]: EventOf<T> } = {
  'run-start': { ...base, type: 'run-start', prompt: 'Find recent papers on the M31 rotation curve' },
  'run-end': { ...base, type: 'run-end', reason: 'stop', steps: 4 },
  'run-abort': { ...base, type: 'run-abort', reason: 'Cancelled by the user' },
  'runs-removed': { ...base, type: 'runs-removed', runIds: [base.runId] },
  'version-shown': { ...base, type: 'version-shown' },
  'step-start': { ...base, type: 'step-start', step: 1 },
  'step-end': { ...base, type: 'step-end', step: 1, finishReason: 'tool_calls' },
  'text-delta': { ...base, type: 'text-delta', step: 1, delta: 'The rotation curve of M31 ' },
  'reasoning-delta': { ...base, type: 'reasoning-delta', step: 1, delta: 'I should search ADS first.' },
  'tool-call': {
    ...base,
    type: 'tool-call',
    toolCallId: 'call_1',
    name: 'search_papers',
    arguments: { query: 'M31 rotation curve', limit: 10 },
    step: 1,
    state: 'running',
  },
  'tool-progress': { ...base, type: 'tool-progress', toolCallId: 'call_1', progress: { fetched: 5, total: 10 } },
  'tool-result': {
    ...base,
    type: 'tool-result',
    toolCallId: 'call_1',
    name: 'search_papers',
    output: '10 papers found',
    isError: false,
    metadata: { count: 10, source: ['ads', 'arxiv'] },
    arguments: { query: 'M31 rotation curve', limit: 10 },
    durationMs: 412,
    step: 1,
    state: 'completed',
  },
  'permission-request': {
    ...base,
    type: 'permission-request',
    requestId: 'perm-1',
    toolCallId: 'call_2',
    tool: 'run_bash',
    arguments: { command: 'python fit.py' },
    reason: 'run_bash needs confirmation',
    level: 'confirm',
    notices: [{ code: 'no-os-sandbox', params: { reason: 'unsupported-platform', detail: 'win32' } }],
    allowAlways: false,
  },
  'permission-response': { ...base, type: 'permission-response', requestId: 'perm-1', decision: 'always' },
  'question-asked': {
    ...base,
    type: 'question-asked',
    questionId: 'q-1',
    question: 'Which distance to M31 should I use?',
    options: ['752 kpc', '785 kpc'],
  },
  'artifact-updated': {
    ...base,
    type: 'artifact-updated',
    artifact: {
      id: 'draft',
      title: 'Draft',
      contentType: 'text/markdown',
      content: '# M31',
      version: 2,
      source: 'agent',
    },
  },
  'todo-updated': {
    ...base,
    type: 'todo-updated',
    todos: [{ id: '1', content: 'Fit the curve', status: 'in_progress', blockedBy: [] }],
  },
  compaction: { ...base, type: 'compaction', level: 'auto', tokensBefore: 120_000, tokensAfter: 30_000 },
  'background-task-started': {
    ...base,
    type: 'background-task-started',
    task: {
      taskId: 'bg_1a2b3c4d',
      sessionId: base.sessionId,
      tool: 'download_paper',
      arguments: { paper: '2401.00010' },
      subject: 'Cepheid period–luminosity relation in M31',
      status: 'running',
      startedAt: base.at,
      finishedAt: null,
      progress: null,
      summary: '',
    },
  },
  'team-changed': {
    ...base,
    type: 'team-changed',
    teammates: [{ name: 'reviewer', role: 'a referee for the draft', startedAt: base.at }],
  },
  'background-task-progress': {
    ...base,
    type: 'background-task-progress',
    taskId: 'bg_1a2b3c4d',
    progress: { fraction: 0.42, message: 'Downloading from arxiv.org' },
    subject: 'Cepheid period–luminosity relation in M31',
  },
  'background-task-done': {
    ...base,
    type: 'background-task-done',
    taskId: 'bg_1a2b3c4d',
    tool: 'download_paper',
    status: 'completed',
    isError: false,
    summary: 'Downloaded "The M31 rotation curve"',
  },
  usage: { ...base, type: 'usage', step: 1, usage, costUsd: 0.0012, costKnown: true, sessionCostUsd: 0.05 },
  error: { ...base, type: 'error', code: 'provider-unreachable', message: 'Could not connect', hint: 'Check Settings' },
  'session-updated': { ...base, runId: '', type: 'session-updated', change: 'renamed' },
  'library-progress': {
    ...base,
    type: 'library-progress',
    paperId: '2401.00010',
    task: 'download',
    fraction: 0.5,
    message: 'Downloading',
  },
  'embedding-model-progress': {
    ...base,
    type: 'embedding-model-progress',
    model: 'Xenova/bge-small-en-v1.5',
    file: 'onnx/model_quantized.onnx',
    received: 1024,
    total: 4096,
    fraction: 0.8,
  },
  'library-add-updated': {
    ...base,
    type: 'library-add-updated',
    job: {
      id: 'job-1',
      input: '2401.00010',
      paperId: null,
      title: null,
      state: 'failed',
      step: 'download',
      fraction: 1,
      message: 'No open-access PDF could be downloaded',
      skipped: [],
      failure: { code: 'unavailable', message: 'No open-access PDF could be downloaded', publisherUrl: null },
      createdAt: 1,
      updatedAt: 2,
    },
  },
}

const variantTypes = eventSchema.options.map((option) => option.shape.type.value)

describe('contract: events', () => {
  it('has exactly one sample for every variant of the event schema', () => {
    expect(Object.keys(samples).sort()).toEqual([...variantTypes].sort())
  })

  it.each(variantTypes)('a %s event survives JSON and zod unchanged', (type) => {
    const sample = samples[type as AgentEventType]
    const { sent, received } = roundTrip(eventSchema, sample)
    expect(received).toEqual(sent)
    expect(sent).toEqual(sample)
  })

  it.each(eventSchema.options.map((option) => [option.shape.type.value, option] as const))(
    'generated %s events survive JSON and zod unchanged',
    (type, option) => {
      seed(type.length * 104_729)
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const { sent, received } = roundTrip(eventSchema, fake(option))
        expect(received).toEqual(sent)
      }
    },
  )

  it('refuses an event without its envelope', () => {
    const { seq: _seq, ...withoutSeq } = samples['text-delta']
    expect(eventSchema.safeParse(withoutSeq).success).toBe(false)
  })
})
