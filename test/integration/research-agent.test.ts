import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../electron/shared/contract/events'
import { FakeLanguageModel } from '../helpers/fake-model/fake-language-model'
import { call, type FakeTurn, reply } from '../helpers/fake-model/fake-turn'
import { useTempDir } from '../helpers/temp-dir'
import { createTestEngine, type TestEngine } from '../helpers/test-engine'

const tempDir = useTempDir()
const context = { signal: new AbortController().signal }
let engine: TestEngine | undefined
afterEach(async () => {
  await engine?.dispose()
  engine = undefined
})

const everyTool = [
  'read_file',
  'grep_files',
  'glob_files',
  'run_bash',
  'file_write',
  'file_edit',
  'search_papers',
  'get_paper_metadata',
  'download_paper',
  'parse_paper',
  'get_paper_content',
  'rag_search',
  'query_target',
  'save_note',
  'todo_write',
  'compress_context',
  'load_skill',
  'save_memory',
  'ask_user',
  'subagent',
  'bg_task_run',
  'bg_task_check',
  'spawn_teammate',
  'send_teammate_message',
  'team_broadcast',
  'check_team_inbox',
  'create_artifact',
  'update_artifact',
  'rewrite_artifact',
  'read_artifact',
  'grep_artifact',
  'web_search',
  'web_fetch',
]

/** The built-in lead is offered only its own whitelist; these tests give it every tool through Settings → agents. */
async function start(turns: FakeTurn[]) {
  const model = new FakeLanguageModel(turns)
  engine = await createTestEngine({ engine: { agent: { resolveModel: async () => ({ model, price: undefined }) } } })
  await engine.handlers['settings.set'](
    { patch: { agents: [{ name: 'main', description: 'Every tool', prompt: '', tools: everyTool }] }, secrets: [] },
    context,
  )
  const project = tempDir()
  mkdirSync(join(project, 'data'))
  writeFileSync(join(project, 'data', 'rotation.csv'), 'r_kpc,v_kms\n2,180\n10,210\n')
  const session = await engine.handlers['session.create']({ title: 'NGC 4258', projectDir: project }, context)
  const events: AgentEvent[] = []
  engine.events.subscribe({ sessionId: session.id }, (event) => events.push(event))
  return { model, engine, session, project, events }
}

async function runToEnd(current: TestEngine, sessionId: string, prompt: string) {
  const { runId } = await current.handlers['session.prompt']({ sessionId, prompt }, context)
  await current.waitForRun(sessionId, runId)
  return current.events.replay({ sessionId }).find((event) => event.type === 'run-end' && event.runId === runId)
}

const results = (events: AgentEvent[]) =>
  events.flatMap((event) =>
    event.type === 'tool-result' ? [{ name: event.name, state: event.state, output: event.output }] : [],
  )

describe('the research agent with every tool composed', () => {
  it('offers a lead given every tool the whole composed set, sorted by name', async () => {
    const { model, engine: current, session } = await start([reply('Ready.')])
    await runToEnd(current, session.id, 'List your tools')
    const names = model.requests[0]?.tools.map((tool) => tool.name) ?? []
    expect(names).toEqual([...names].sort())
    for (const expected of everyTool) {
      expect(names).toContain(expected)
    }
  })

  it('reads the session project, writes an artifact, and edits it, with snapshots on the timeline', async () => {
    const {
      engine: current,
      session,
      events,
    } = await start([
      reply('Reading the data.', [
        call('c1', 'read_file', { path: 'data/rotation.csv' }),
        call('c2', 'glob_files', { pattern: '**/*.csv' }),
      ]),
      reply('Writing it up.', [
        call('c3', 'create_artifact', {
          id: 'rotation-notes',
          title: 'Rotation curve',
          content: '# Rotation\nflat at 210 km/s',
        }),
      ]),
      reply('', [
        call('c4', 'update_artifact', {
          id: 'rotation-notes',
          old_str: 'flat at 210 km/s',
          new_str: 'flat at 210 km/s beyond 10 kpc',
        }),
      ]),
      reply('Done.'),
    ])
    const outcome = await runToEnd(current, session.id, 'Summarise data/rotation.csv')
    expect(outcome).toMatchObject({ reason: 'stop', steps: 4 })
    const byName = (name: string) => results(events).find((result) => result.name === name)
    const [read, glob, created, updated] = ['read_file', 'glob_files', 'create_artifact', 'update_artifact'].map(byName)
    expect(read).toMatchObject({ name: 'read_file', state: 'completed' })
    expect(read?.output).toContain('10,210')
    expect(glob?.output).toContain('data/rotation.csv')
    expect(created).toMatchObject({ name: 'create_artifact', state: 'completed' })
    expect(updated).toMatchObject({ name: 'update_artifact', state: 'completed' })
    const snapshots = events.flatMap((event) => (event.type === 'artifact-updated' ? [event.artifact.version] : []))
    expect(snapshots).toEqual([1, 2])
    const versions = await current.handlers['artifact.versions'](
      { sessionId: session.id, id: 'rotation-notes' },
      context,
    )
    expect(versions.map((version) => version.version)).toEqual([1, 2])
  })

  it('refuses paths outside the session project, library and skills folders', async () => {
    const outside = tempDir()
    writeFileSync(join(outside, 'secret.txt'), 'do not read')
    const {
      engine: current,
      session,
      events,
    } = await start([
      reply('', [
        call('c1', 'read_file', { path: join(outside, 'secret.txt') }),
        call('c2', 'read_file', { path: '../x' }),
      ]),
      reply('I cannot read those.'),
    ])
    await runToEnd(current, session.id, 'Read files outside')
    const [absolute, traversal] = results(events)
    expect(absolute).toMatchObject({ state: 'error' })
    expect(absolute?.output).not.toContain('do not read')
    expect(traversal).toMatchObject({ state: 'error' })
  })

  it('asks before run_bash and file_write (CONFIRM); a denial with a reason reaches the model and nothing runs', async () => {
    const {
      model,
      engine: current,
      session,
      project,
      events,
    } = await start([reply('', [call('c1', 'file_write', { path: 'out.txt', content: 'x' })]), reply('Understood.')])
    current.events.subscribe({ sessionId: session.id, types: ['permission-request'] }, (event) => {
      if (event.type !== 'permission-request') return
      void current.handlers['permission.reply'](
        { requestId: event.requestId, decision: 'deny', reason: 'write into results/ instead' },
        context,
      )
    })
    await runToEnd(current, session.id, 'Write a file')
    expect(results(events)[0]).toMatchObject({ name: 'file_write', state: 'denied' })
    expect(() => readFileSync(join(project, 'out.txt'))).toThrow()
    const toolMessage = model.requests[1]?.messages.find((message) => message.role === 'tool')
    expect(toolMessage?.role === 'tool' && toolMessage.content).toContain('write into results/ instead')
  })

  it('persists an oversized AstroResearch tool result to tool-results/ and gives the model a preview with a read_file hint', async () => {
    const {
      engine: current,
      session,
      project,
      events,
    } = await start([
      reply('', [call('c1', 'grep_files', { pattern: 'line', max_count: 500 })]),
      reply('Too long, noted.'),
    ])
    writeFileSync(
      join(project, 'big.txt'),
      Array.from({ length: 600 }, (_, index) => `line ${index} of many`).join('\n'),
    )
    await runToEnd(current, session.id, 'grep')
    const [grep] = results(events)
    const runId = events.find((event) => event.type === 'run-start')?.runId
    const saved = join(current.dataDir, 'tool-results', session.id, String(runId), 'c1.txt')
    expect(grep?.output).toContain('<persisted-output>')
    expect(grep?.output).toContain(`The full output was saved to: ${saved}`)
    expect(grep?.output).toContain('Read it with read_file')
    expect(readFileSync(saved, 'utf8')).toContain('line 499 of many')
    await expect(current.handlers['artifact.list']({ sessionId: session.id }, context)).resolves.toEqual([])
  })
})
