import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createAgentModule } from '../../../electron/main/engine/agent/agent-module'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { type Db, openDatabase } from '../../../electron/main/engine/db/open-database'
import { createEventBus } from '../../../electron/main/engine/events/event-bus'
import { HookRegistry } from '../../../electron/main/engine/hooks/hook-registry'
import { subagentTool } from '../../../electron/main/engine/tools/builtin/subagent/subagent'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { settingsSchema } from '../../../electron/shared/domain/settings'
import { call, reply, ScriptedModel } from './scripted-model'
import { echoTool } from './test-tools'

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  cleanup = undefined
})

function setup(model: ScriptedModel) {
  const dataDir = mkdtempSync(join(tmpdir(), 'astro-sub-'))
  const db: Db = openDatabase(':memory:', migrations).db
  db.prepare(
    "insert into sessions (id, title, project_dir, created_at, updated_at) values ('s', 't', null, 0, 0)",
  ).run()
  const events = createEventBus({ clock: { now: () => Date.now() }, validate: true })
  const seen: AgentEvent[] = []
  events.subscribe({}, (event) => seen.push(event))
  const settings = settingsSchema.parse({})
  const agent = createAgentModule({
    db,
    events,
    settings: { get: () => settings, secret: async () => null },
    sessionExists: () => true,
    sessionModel: () => null,
    permissions: { check: async () => ({ allowed: true, via: 'auto' }), denial: () => null },
    hooks: new HookRegistry(),
    dataDir,
    now: () => Date.now(),
    tools: [echoTool, subagentTool],
    resolveModel: async () => ({ model, price: undefined }),
  })
  cleanup = () => {
    db.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { agent, seen }
}

describe('subagent runner', () => {
  it('runs a delegated task with a fresh, silent context and returns only its summary', async () => {
    const model = new ScriptedModel([
      reply('Delegating.', [call('s1', 'subagent', { instruction: 'Echo M87 and report.' })]),
      reply('', [call('e1', 'echo', { text: 'M87' })]),
      reply('M87 echoed fine.'),
      reply('The subagent says M87 echoed fine.'),
    ])
    const { agent, seen } = setup(model)
    const outcome = await agent.runtime.wait(agent.runtime.prompt('s', 'delegate it').runId)
    expect(outcome.status).toBe('stop')
    const subagentRequest = model.requests[1]
    expect(subagentRequest?.messages).toEqual([{ role: 'user', content: 'Echo M87 and report.' }])
    expect(subagentRequest?.tools.map((tool) => tool.name)).not.toContain('subagent')
    const result = seen.find((event) => event.type === 'tool-result' && event.name === 'subagent')
    expect(result).toMatchObject({ isError: false, output: 'Subagent finished after 2 step(s):\nM87 echoed fine.' })
    const mainContext = model.requests[3]?.messages ?? []
    expect(mainContext.some((message) => message.role === 'tool' && message.name === 'echo')).toBe(false)
    const stored = agent.runtime.history('s').messages.map((row) => row.body.kind)
    expect(stored).toEqual(['user', 'assistant', 'tool', 'assistant'])
  })

  it('asks for a summary without tools when the subagent reaches its step limit', async () => {
    const model = new ScriptedModel([
      reply('', [call('s1', 'subagent', { instruction: 'Keep echoing.', max_steps: 1 })]),
      reply('', [call('e1', 'echo', { text: 'again' })]),
      reply('Echoed once; stopped at the limit.'),
      reply('Done.'),
    ])
    const { agent, seen } = setup(model)
    await agent.runtime.wait(agent.runtime.prompt('s', 'go').runId)
    const wrapUp = model.requests[2]
    expect(wrapUp?.tools).toEqual([])
    expect(wrapUp?.messages.at(-1)).toMatchObject({
      role: 'user',
      content: expect.stringContaining('used all your steps'),
    })
    const result = seen.find((event) => event.type === 'tool-result' && event.name === 'subagent')
    expect(result?.type === 'tool-result' && result.output).toContain('Echoed once; stopped at the limit.')
  })
})
