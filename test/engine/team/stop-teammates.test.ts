import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { call, type FakeTurn } from '../../helpers/fake-model/fake-turn'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
let model: FakeModelServer | null = null
afterEach(async () => {
  await model?.close()
  model = null
})

const leadWithTeam = {
  name: 'main',
  description: 'Lead with a team',
  prompt: 'Coordinate your teammates.',
  tools: ['spawn_teammate', 'send_teammate_message', 'team_broadcast', 'check_team_inbox'],
}

describe('Stop for teammates', () => {
  it('shows a teammate working after its lead run ended, also after a reload, and team.stop ends it with its request', async () => {
    let hung: () => void = () => undefined
    const teammateHangs = new Promise<void>((resolve) => {
      hung = resolve
    })
    let leadTurns = 0
    model = await startFakeModel(async (request): Promise<FakeTurn> => {
      const isTeammate = request.messages.some((message) => String(message.content).includes("You are 'reviewer'"))
      if (isTeammate) return { text: 'Reading', end: 'hang', onHang: () => hung() }
      leadTurns += 1
      if (leadTurns === 1) {
        const spawn = { name: 'reviewer', role: 'a referee for the draft', instruction: 'Review the H0 section.' }
        return { calls: [call('spawn_1', 'spawn_teammate', spawn)] }
      }
      return { text: 'The reviewer is on it.' }
    })
    const engine = await makeEngine()
    await engine.handlers['settings.set']({ patch: { agents: [leadWithTeam] }, secrets: [] }, context)
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({}, context)
    const changes: Extract<AgentEvent, { type: 'team-changed' }>[] = []
    engine.events.subscribe({ sessionId: session.id, types: ['team-changed'] }, (event) => {
      if (event.type === 'team-changed') changes.push(event)
    })
    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'Get a review' },
      context,
    )
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')
    await teammateHangs

    const reviewer = { name: 'reviewer', role: 'a referee for the draft', startedAt: expect.any(Number) }
    const reloaded = await engine.handlers['session.events']({ sessionId: session.id }, context)
    expect(reloaded.events.at(-1)).toMatchObject({ type: 'team-changed', teammates: [reviewer] })
    expect(changes.at(-1)?.teammates.map((teammate) => teammate.name)).toEqual(['reviewer'])
    expect(model.openRequests()).toBe(1)

    await expect(engine.handlers['team.stop']({ sessionId: session.id }, context)).resolves.toEqual({ stopped: true })
    await vi.waitFor(() => expect(changes.at(-1)?.teammates).toEqual([]))
    await vi.waitFor(() => expect(model?.openRequests()).toBe(0))
    const after = await engine.handlers['session.events']({ sessionId: session.id }, context)
    expect(after.events.some((event) => event.type === 'team-changed')).toBe(false)
    await expect(engine.handlers['team.stop']({ sessionId: session.id }, context)).resolves.toEqual({ stopped: false })
  })
})
