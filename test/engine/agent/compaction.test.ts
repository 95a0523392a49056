import { afterEach, describe, expect, it } from 'vitest'
import { microCompact } from '../../../electron/main/engine/agent/compaction/micro-compact'
import type { ModelMessage } from '../../../electron/main/engine/providers/model-message'
import { FakeLanguageModel } from '../../helpers/fake-model/fake-language-model'
import { call, type FakeTurn, reply } from '../../helpers/fake-model/fake-turn'
import { createHarness, type Harness } from './agent-harness'
import { bigOutputTool } from './test-tools'

let harness: Harness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

const readTurns = (paths: string[]): FakeTurn[] =>
  paths.map((path, n) => reply('', [call(`r${n}`, 'read_file', { path })]))
const summary: FakeTurn = reply('The user studies M31; files a.md, b.md and c.md were read.')

describe('micro compaction', () => {
  const tool = (id: string, content: string): ModelMessage => ({
    role: 'tool',
    toolCallId: id,
    name: 'read_file',
    content,
    isError: false,
  })

  it('replaces stale tool output with a placeholder and keeps the most recent results and short ones', () => {
    const long = 'x'.repeat(500)
    const messages: ModelMessage[] = [
      { role: 'user', content: 'go' },
      tool('1', long),
      tool('2', 'short'),
      tool('3', long),
      tool('4', long),
    ]
    const { messages: compacted, cleared } = microCompact(messages, { keepRecent: 2, minChars: 200 })
    expect(cleared).toBe(1)
    expect(compacted[1]).toMatchObject({
      toolCallId: '1',
      content: expect.stringMatching(/^\[Earlier output of read_file \(500 characters\) cleared/),
    })
    expect(compacted.slice(2)).toEqual(messages.slice(2))
    expect(microCompact(compacted, { keepRecent: 2, minChars: 200 }).cleared).toBe(0)
  })
})

describe('compaction in the loop', () => {
  it('clears stale tool output above the micro threshold and says so on the timeline', async () => {
    const model = new FakeLanguageModel([...readTurns(['a.md', 'b.md', 'c.md']), reply('Done.')], 3000, [summary])
    harness = createHarness({ model, tools: [bigOutputTool], compaction: { keepRecentToolResults: 1 } })
    await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'read three files').runId)
    const micro = harness.ofType('compaction').filter((event) => event.level === 'micro')
    expect(micro.length).toBeGreaterThan(0)
    expect(micro[0]?.tokensAfter).toBeLessThan(micro[0]?.tokensBefore ?? 0)
    const last = model.requests.at(-1)?.messages ?? []
    const toolContents = last.flatMap((message) => (message.role === 'tool' ? [message.content] : []))
    expect(toolContents.at(-1)).toContain('contents of c.md')
    expect(toolContents[0]).toMatch(/^\[Earlier output of read_file/)
    expect(model.summaryRequests).toBe(0)
  })

  it('summarises above the soft limit, keeps recent file reads, and stores the summary for the next run', async () => {
    const model = new FakeLanguageModel(
      [...readTurns(['a.md', 'b.md', 'c.md']), reply('Done.'), reply('Still here.')],
      3000,
      [summary],
    )
    harness = createHarness({
      model,
      tools: [bigOutputTool],
      compaction: { keepRecentToolResults: 10, restoreFiles: 2 },
    })
    await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'read three files').runId)
    expect(model.summaryRequests).toBe(1)
    const auto = harness.ofType('compaction').find((event) => event.level === 'auto')
    expect(auto?.tokensAfter).toBeLessThan(auto?.tokensBefore ?? 0)
    const afterSummary = model.requests[3]?.messages ?? []
    expect(afterSummary).toHaveLength(1)
    const content = afterSummary[0]?.role === 'user' ? afterSummary[0].content : ''
    expect(content).toContain('The user studies M31')
    expect(content).toContain('<latest-user-request>\nread three files')
    expect(content).toContain('<recent-file path="c.md">')
    expect(content).toContain('<recent-file path="b.md">')
    expect(content).not.toContain('<recent-file path="a.md">')

    await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'and now?').runId)
    const nextRun = model.requests[4]?.messages ?? []
    expect(nextRun[0]?.role === 'user' && nextRun[0].content).toContain('<conversation-summary>')
    expect(nextRun.at(-1)).toEqual({ role: 'user', content: 'and now?' })
    expect(harness.runtime.history(harness.sessionId).messages.some((row) => row.body.kind === 'summary')).toBe(true)
  })

  it('opens the circuit breaker after three failed summaries; a manual request still runs', async () => {
    const paths = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `${name}.md`)
    const model = new FakeLanguageModel([...readTurns(paths), reply('Done.'), reply('Manual turn.')], 3000, [
      { end: { fail: 'server' } },
    ])
    harness = createHarness({ model, tools: [bigOutputTool], compaction: { keepRecentToolResults: 10 }, maxSteps: 12 })
    await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'read everything').runId)
    expect(model.summaryRequests).toBe(3)
    const failures = harness.ofType('error').filter((event) => event.code === 'compaction-failed')
    expect(failures).toHaveLength(3)
    expect(harness.ofType('run-end')[0]?.reason).toBe('stop')

    harness.compactionRequests.request(harness.sessionId)
    await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'compress please').runId)
    expect(model.summaryRequests).toBe(4)
    expect(harness.compactionRequests.isRequested(harness.sessionId)).toBe(false)
  })

  it('compacts and retries the step once when the provider says the context is too long', async () => {
    const model = new FakeLanguageModel(
      [{ end: { fail: 'context-too-long' } }, reply('Answer after compaction.')],
      100_000,
      [summary],
    )
    harness = createHarness({ model })
    const outcome = await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'big question').runId)
    expect(outcome.status).toBe('stop')
    expect(model.summaryRequests).toBe(1)
    expect(harness.ofType('error')).toEqual([])
    expect(harness.ofType('compaction').map((event) => event.level)).toEqual(['auto'])
  })
})
