import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { reduceEvents } from '../../../src/timeline/reduce-events'
import { activeRun } from '../../../src/timeline/timeline-rows'
import type { ToolPart } from '../../../src/timeline/timeline-types'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
let model: FakeModelServer | null = null
afterEach(async () => {
  await model?.close()
  model = null
})

describe('a subagent on the timeline', () => {
  it("shows the subagent's calls in the step that started it, and the run ends when its parent ends", async () => {
    const engine = await makeEngine()
    model = await startFakeModel([
      { calls: [{ id: 'c1', name: 'subagent', arguments: { instruction: 'List the artifacts.' } }] },
      // The subagent's call reuses the parent's call id: the timeline must keep the two apart.
      { calls: [{ id: 'c1', name: 'glob_files', arguments: { pattern: '*.md' } }] },
      { text: 'Nothing yet.' },
      { text: 'There are no artifacts yet.' },
    ])
    await useFakeModel(engine, model)
    const events: AgentEvent[] = []
    const session = await engine.handlers['session.create']({}, context)
    engine.events.subscribe({ sessionId: session.id }, (event) => events.push(event))
    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'Any artifacts?' },
      context,
    )
    expect(await engine.waitForRun(session.id, runId)).toBe('stop')
    expect(events.some((event) => event.runId.startsWith(`${runId}/subagent-`))).toBe(true)

    const view = reduceEvents(events)
    expect(view.runs.map((run) => run.id)).toEqual([runId])
    expect(activeRun(view)).toBeNull()
    const [first] = view.runs[0]?.blocks ?? []
    const tools = first?.kind === 'step' ? first.parts.filter((part): part is ToolPart => part.kind === 'tool') : []
    expect(tools.map((tool) => [tool.name, tool.state])).toEqual([
      ['subagent', 'completed'],
      ['glob_files', expect.stringMatching(/completed|error/)],
    ])
  })
})
