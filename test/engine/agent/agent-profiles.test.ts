import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import {
  type FakeChatRequest,
  type FakeModelServer,
  startFakeModel,
  useFakeModel,
} from '../../helpers/fake-model/fake-model-server'
import type { FakeTurn } from '../../helpers/fake-model/fake-turn'
import { useTempDir } from '../../helpers/temp-dir'
import { type TestEngine, useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const tempDir = useTempDir('astro-subagent-cost-')
const models: FakeModelServer[] = []
afterEach(async () => {
  for (const model of models.splice(0)) await model.close()
})
const context = { signal: new AbortController().signal }

type ChatRequest = FakeChatRequest

const systemOf = (request: ChatRequest | undefined) =>
  String(request?.messages.find((message) => message.role === 'system')?.content ?? '')
const toolNameSchema = z.object({ function: z.object({ name: z.string() }) })
const toolNamesOf = (request: ChatRequest | undefined) =>
  (request?.tools ?? []).map((tool) => toolNameSchema.parse(tool).function.name).sort()
const isTeammate = (request: ChatRequest) => systemOf(request).startsWith('You are a subagent')

/** A model that plays one script for the lead and one for teammates, each turn once the test lets it through. */
async function twoScriptModel(scripts: {
  lead: ((request: ChatRequest) => Promise<FakeTurn> | FakeTurn)[]
  teammate: ((request: ChatRequest) => Promise<FakeTurn> | FakeTurn)[]
}) {
  const next = { lead: 0, teammate: 0 }
  const seen: { lead: ChatRequest[]; teammate: ChatRequest[] } = { lead: [], teammate: [] }
  const model = await startFakeModel(async (body) => {
    const who = isTeammate(body) ? 'teammate' : 'lead'
    seen[who].push(body)
    const play = scripts[who][next[who]++]
    return play ? await play(body) : { text: 'Done.' }
  })
  models.push(model)
  return { model, seen }
}

async function scripted(engine: TestEngine, script: FakeTurn[]) {
  const model = await startFakeModel(script)
  models.push(model)
  await useFakeModel(engine, model)
  return model
}

function collect(engine: TestEngine, types: AgentEvent['type'][]) {
  const events: AgentEvent[] = []
  engine.events.subscribe({ types }, (event) => events.push(event))
  return events
}

async function prompt(engine: TestEngine, text: string) {
  const session = await engine.handlers['session.create']({}, context)
  const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: text }, context)
  return { sessionId: session.id, runId }
}

const teamTools = ['spawn_teammate', 'send_teammate_message', 'team_broadcast', 'check_team_inbox']
const leadWithTeam = {
  name: 'main',
  description: 'Lead with a team',
  prompt: 'Coordinate your teammates.',
  tools: ['call_subagent', 'subagent', ...teamTools],
}

describe('agent profiles', () => {
  it('offers the lead only its own whitelist: its research tools, and no team tools', async () => {
    const engine = await makeEngine()
    const model = await scripted(engine, [{ text: 'Hello.' }])
    const { sessionId, runId } = await prompt(engine, 'Hi')
    expect(await engine.waitForRun(sessionId, runId)).toBe('stop')
    const offered = toolNamesOf(model.requests()[0])
    expect(offered).toContain('call_subagent')
    expect(offered).toContain('subagent')
    expect(offered).toContain('create_artifact')
    expect(offered).toEqual(expect.arrayContaining(['search_papers', 'rag_search', 'read_file', 'run_bash']))
    for (const name of teamTools) expect(offered).not.toContain(name)
    expect(systemOf(model.requests()[0])).toContain('- literature: Finds, downloads and reads papers')
  })

  it('call_subagent runs the next steps as the literature agent, then hands its answer back to the lead', async () => {
    const engine = await makeEngine()
    const steps = collect(engine, ['step-start'])
    const model = await scripted(engine, [
      {
        text: 'Let me hand this over.',
        calls: [
          {
            id: 'h1',
            name: 'call_subagent',
            arguments: { agent_name: 'literature', instruction: 'Find the redshift of NGC 4993.' },
          },
        ],
      },
      { calls: [{ id: 'l1', name: 'rag_search', arguments: { question: 'NGC 4993 redshift' } }] },
      { text: 'NGC 4993 lies at z = 0.0098 (2017ApJ...848L..12A).' },
      { text: 'The host galaxy of GW170817 is at z = 0.0098.' },
    ])
    const { sessionId, runId } = await prompt(engine, 'What is the redshift of the host of GW170817?')
    expect(await engine.waitForRun(sessionId, runId)).toBe('stop')

    const requests = model.requests()
    expect(requests).toHaveLength(4)
    const literature = requests[1]
    expect(systemOf(literature)).toContain('You are the literature agent')
    expect(toolNamesOf(literature)).toEqual(
      [
        'arxiv_digest',
        'download_paper',
        'get_paper_content',
        'get_paper_metadata',
        'parse_paper',
        'query_target',
        'rag_search',
        'save_note',
        'search_papers',
      ].sort(),
    )
    expect(JSON.stringify(literature?.messages)).toContain('Find the redshift of NGC 4993.')
    const back = requests[3]
    expect(systemOf(back)).toContain('You are AstroResearch')
    expect(toolNamesOf(back)).toContain('call_subagent')
    expect(JSON.stringify(back?.messages)).toContain('The literature agent has finished')
    expect(steps.map((event) => (event.type === 'step-start' ? event.agent : null))).toEqual([
      'main',
      'literature',
      'literature',
      'main',
    ])
  })

  it('refuses a handover to an agent that does not exist and stays the lead', async () => {
    const engine = await makeEngine()
    const model = await scripted(engine, [
      { calls: [{ id: 'h1', name: 'call_subagent', arguments: { agent_name: 'poet', instruction: 'Write.' } }] },
      { text: 'Fine, I will do it.' },
    ])
    const { sessionId, runId } = await prompt(engine, 'Write a haiku')
    expect(await engine.waitForRun(sessionId, runId)).toBe('stop')
    const second = model.requests()[1]
    expect(systemOf(second)).toContain('You are AstroResearch')
    expect(JSON.stringify(second?.messages)).toContain("There is no agent named 'poet'. Agents you can call: ")
  })

  it('uses a user-defined agent from Settings with its prompt and whitelist', async () => {
    const engine = await makeEngine()
    await engine.handlers['settings.set'](
      {
        patch: {
          agents: [
            {
              name: 'referee',
              description: 'Checks claims',
              prompt: 'You are a strict referee.',
              tools: ['rag_search'],
            },
          ],
        },
        secrets: [],
      },
      context,
    )
    const model = await scripted(engine, [
      { calls: [{ id: 'h1', name: 'call_subagent', arguments: { agent_name: 'referee', instruction: 'Check it.' } }] },
      { text: 'The claim holds.' },
      { text: 'The referee agrees.' },
    ])
    const { sessionId, runId } = await prompt(engine, 'Is the claim right?')
    expect(await engine.waitForRun(sessionId, runId)).toBe('stop')
    expect(systemOf(model.requests()[0])).toContain('- referee: Checks claims')
    expect(systemOf(model.requests()[1])).toContain('You are a strict referee.')
    expect(toolNamesOf(model.requests()[1])).toEqual(['rag_search'])
  })
  it("asks before a tool that Settings make CONFIRM for the agent running it, and tells that agent the user's reason", async () => {
    const engine = await makeEngine()
    await engine.handlers['settings.set'](
      {
        patch: { permissions: { agentLevels: { literature: { rag_search: 'confirm' } } } },
        secrets: [],
      },
      context,
    )
    engine.events.subscribe({ types: ['permission-request'] }, (event) => {
      if (event.type !== 'permission-request') return
      void engine.handlers['permission.reply'](
        { requestId: event.requestId, decision: 'deny', reason: 'Use the papers already cited.' },
        context,
      )
    })
    const requests = collect(engine, ['permission-request'])
    const model = await scripted(engine, [
      {
        calls: [
          {
            id: 'h1',
            name: 'call_subagent',
            arguments: { agent_name: 'literature', instruction: 'Search the index.' },
          },
        ],
      },
      { calls: [{ id: 'l1', name: 'rag_search', arguments: { question: 'kilonova ejecta mass' } }] },
      { text: 'The search was refused.' },
      { text: 'Understood.' },
    ])
    const { sessionId, runId } = await prompt(engine, 'How massive was the kilonova ejecta?')
    expect(await engine.waitForRun(sessionId, runId)).toBe('stop')
    expect(requests).toEqual([expect.objectContaining({ tool: 'rag_search', level: 'confirm' })])
    expect(JSON.stringify(model.requests()[2]?.messages)).toContain('Use the papers already cited.')
  })
})

describe('teams in a session', () => {
  it('a teammate reads a message the lead sent to it', async () => {
    const engine = await makeEngine()
    await engine.handlers['settings.set']({ patch: { agents: [leadWithTeam] }, secrets: [] }, context)
    let messageSent: () => void = () => undefined
    const sent = new Promise<void>((resolve) => {
      messageSent = resolve
    })
    const { model, seen } = await twoScriptModel({
      lead: [
        () => ({
          calls: [
            {
              id: 's1',
              name: 'spawn_teammate',
              arguments: { name: 'reviewer', role: 'a referee', instruction: 'Wait for my message.' },
            },
          ],
        }),
        () => ({
          calls: [
            { id: 'm1', name: 'send_teammate_message', arguments: { to: 'reviewer', content: 'Check z = 0.0098.' } },
          ],
        }),
        () => {
          messageSent()
          return { text: 'Sent.' }
        },
      ],
      teammate: [
        async () => {
          await sent
          return { calls: [{ id: 'c1', name: 'check_team_inbox', arguments: {} }] }
        },
        () => ({ text: 'Checked.' }),
      ],
    })
    await useFakeModel(engine, model)
    const { sessionId, runId } = await prompt(engine, 'Review the redshift with a teammate.')
    expect(await engine.waitForRun(sessionId, runId)).toBe('stop')
    await expect.poll(() => seen.teammate.length, { timeout: 10_000 }).toBe(2)
    const inboxResult = seen.teammate[1]?.messages.find((message) => message.role === 'tool')
    expect(String(inboxResult?.content)).toContain('Check z = 0.0098.')
  })

  it('Stop ends a teammate that is still working', async () => {
    const engine = await makeEngine()
    await engine.handlers['settings.set']({ patch: { agents: [leadWithTeam] }, secrets: [] }, context)
    const hang = () => new Promise<FakeTurn>(() => undefined)
    const { model, seen } = await twoScriptModel({
      lead: [
        () => ({
          calls: [
            {
              id: 's1',
              name: 'spawn_teammate',
              arguments: { name: 'reviewer', role: 'a referee', instruction: 'Work.' },
            },
          ],
        }),
        hang,
      ],
      teammate: [() => ({ calls: [{ id: 'c1', name: 'check_team_inbox', arguments: {} }] }), hang, hang],
    })
    await useFakeModel(engine, model)
    const { sessionId, runId } = await prompt(engine, 'Start a teammate.')
    await expect.poll(() => seen.teammate.length + seen.lead.length, { timeout: 10_000 }).toBe(4)
    await engine.handlers['session.cancel']({ sessionId, runId }, context)
    expect(await engine.waitForRun(sessionId, runId)).toBe('aborted')
    // The teammate's report (its run was stopped) reaches the lead's inbox; it makes no further model call.
    await expect.poll(() => leadInbox(engine, sessionId), { timeout: 10_000 }).toContain('The subagent was stopped.')
    expect(seen.teammate).toHaveLength(2)
  })
})

describe('a teammate whose lead run has ended', () => {
  /** A session whose lead starts a teammate and ends its run while the teammate's model hangs. */
  async function teammateOutlivingItsRun() {
    const engine = await makeEngine()
    await engine.handlers['settings.set']({ patch: { agents: [leadWithTeam] }, secrets: [] }, context)
    let hung: () => void = () => undefined
    const hanging = new Promise<void>((resolve) => {
      hung = resolve
    })
    const { model } = await twoScriptModel({
      lead: [
        () => ({
          calls: [
            {
              id: 's1',
              name: 'spawn_teammate',
              arguments: { name: 'reviewer', role: 'a referee', instruction: 'Work.' },
            },
          ],
        }),
        () => ({ text: 'The reviewer is on it.' }),
      ],
      teammate: [() => ({ text: 'Reviewing', end: 'hang', onHang: () => hung() })],
    })
    await useFakeModel(engine, model)
    const { sessionId, runId } = await prompt(engine, 'Start a teammate.')
    expect(await engine.waitForRun(sessionId, runId)).toBe('stop')
    await hanging
    expect(model.openRequests()).toBe(1)
    return { engine, model, sessionId }
  }

  it('is stopped by Stop: its model request is cancelled and its report reaches the lead', async () => {
    const { engine, model, sessionId } = await teammateOutlivingItsRun()
    expect(await engine.handlers['session.cancel']({ sessionId }, context)).toEqual({ cancelled: true })
    await expect.poll(() => model.openRequests()).toBe(0)
    await expect.poll(() => leadInbox(engine, sessionId)).toContain('The subagent was stopped.')
  })

  it('is stopped when its session is deleted', async () => {
    const { engine, model, sessionId } = await teammateOutlivingItsRun()
    await engine.handlers['session.delete']({ id: sessionId }, context)
    await expect.poll(() => model.openRequests()).toBe(0)
  })

  it('is stopped when the engine is disposed', async () => {
    const { engine, model } = await teammateOutlivingItsRun()
    await engine.dispose()
    await expect.poll(() => model.openRequests()).toBe(0)
  })
})

describe('what subagents cost', () => {
  it("adds a subagent's tokens to the session's cost", async () => {
    const engine = await makeEngine()
    const usage = collect(engine, ['usage'])
    const usage20in5out = { input: 20, output: 5, cachedInput: 0 }
    const model = await scripted(engine, [
      {
        calls: [{ id: 'a1', name: 'subagent', arguments: { instruction: 'Find z of NGC 4993.' } }],
        usage: usage20in5out,
      },
      { text: 'z = 0.0098', usage: usage20in5out },
      { text: 'It is at z = 0.0098.', usage: usage20in5out },
    ])
    await engine.handlers['settings.set'](
      {
        patch: { prices: { 'scripted/scripted': { inputPerMillion: 1_000_000, outputPerMillion: 2_000_000 } } },
        secrets: [],
      },
      context,
    )
    const { sessionId, runId } = await prompt(engine, 'Redshift of NGC 4993?')
    expect(await engine.waitForRun(sessionId, runId)).toBe('stop')
    expect(model.requests()).toHaveLength(3)
    // Each scripted call uses 20 input and 5 output tokens: 20 × $1 + 5 × $2 = $30 per call.
    const costs = usage.map((event) => (event.type === 'usage' ? [event.costUsd, event.sessionCostUsd] : []))
    expect(costs).toEqual([
      [30, 30],
      [30, 60],
      [30, 90],
    ])
  })

  it("keeps a subagent's cost with the session: a reopened app shows it and the next run adds to it", async () => {
    const dataDir = tempDir()
    const first = await makeEngine({ dataDir })
    await first.handlers['settings.set'](
      {
        patch: { prices: { 'scripted/scripted': { inputPerMillion: 1_000_000, outputPerMillion: 2_000_000 } } },
        secrets: [],
      },
      context,
    )
    const usage20in5out = { input: 20, output: 5, cachedInput: 0 }
    await scripted(first, [
      {
        calls: [{ id: 'a1', name: 'subagent', arguments: { instruction: 'Find z of NGC 4993.' } }],
        usage: usage20in5out,
      },
      { text: 'z = 0.0098', usage: usage20in5out },
      { text: 'It is at z = 0.0098.', usage: usage20in5out },
    ])
    const { sessionId, runId } = await prompt(first, 'Redshift of NGC 4993?')
    expect(await first.waitForRun(sessionId, runId)).toBe('stop')
    await first.dispose()

    const reopened = await makeEngine({ dataDir })
    const replayed = (await reopened.handlers['session.events']({ sessionId }, context)).events
    const usage = replayed.flatMap((event) => (event.type === 'usage' ? [[event.costUsd, event.sessionCostUsd]] : []))
    expect(usage).toEqual([
      [30, 30],
      [30, 60],
      [30, 90],
    ])
    await scripted(reopened, [{ text: 'Still z = 0.0098.', usage: usage20in5out }])
    const live = collect(reopened, ['usage'])
    const next = await reopened.handlers['session.prompt']({ sessionId, prompt: 'And again?' }, context)
    expect(await reopened.waitForRun(sessionId, next.runId)).toBe('stop')
    expect(live.map((event) => (event.type === 'usage' ? event.sessionCostUsd : null))).toEqual([120])
  })
})

/** The lead's team inbox file as the team inbox writes it (one JSON line per message). */
function leadInbox(engine: TestEngine, sessionId: string): Promise<string> {
  return readFile(join(engine.dataDir, 'team', sessionId.replace(/[^A-Za-z0-9_-]/g, '_'), 'lead.jsonl'), 'utf8').catch(
    () => '',
  )
}
