import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemorySecretStore } from '../../../electron/main/engine/secrets/memory-secret-store'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import type { FakeModelServer } from '../../helpers/fake-model/fake-model-server'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestEngine, type TestEngine } from '../../helpers/test-engine'
import {
  answer,
  approveAll,
  context,
  engineWithMcp,
  everythingServer,
  requestBody,
  runPrompt,
  startScriptedModel,
  toolCall,
  waitFor,
} from './mcp-test-support'

const tempDir = useTempDir('astro-mcp-')

let engine: TestEngine | undefined
let model: FakeModelServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await model?.close()
  engine = undefined
  model = undefined
})

const everything = {
  name: 'everything',
  enabled: true,
  transport: 'stdio' as const,
  command: process.execPath,
  args: [everythingServer, 'stdio'],
  cwd: '',
  envNames: [],
}

const ofType = <T extends AgentEvent['type']>(events: AgentEvent[], type: T) =>
  events.filter((event): event is Extract<AgentEvent, { type: T }> => event.type === type)

describe('an MCP server in an ordinary session', () => {
  it('starts no server with the engine, only when Settings switch it on or a run needs it', async () => {
    model = await startScriptedModel([answer('hi')])
    const dataDir = tempDir()
    const secretStore = createMemorySecretStore()
    const first = await engineWithMcp(model, [everything], { dataDir, secretStore })
    await waitFor(
      () => first.handlers['mcp.list']({}, context),
      ({ servers }) => servers[0]?.state === 'ready',
    )
    await first.dispose()

    engine = await createTestEngine({ dataDir, secretStore })
    const { servers } = await engine.handlers['mcp.list']({}, context)
    expect(servers).toEqual([expect.objectContaining({ name: 'everything', state: 'stopped', tools: [] })])
    await runPrompt(engine, 'hello')
    const after = await engine.handlers['mcp.list']({}, context)
    expect(after.servers[0]).toMatchObject({ state: 'ready', tools: expect.arrayContaining(['mcp__everything__echo']) })
  })

  it('offers the server tools to the model and runs mcp__everything__echo behind a permission request', async () => {
    model = await startScriptedModel([
      toolCall('mcp__everything__echo', { message: 'Hello from NGC 4258' }),
      answer('The server echoed it.'),
    ])
    engine = await engineWithMcp(model, [everything])
    const asked: string[] = []
    const events = await runPrompt(engine, 'Echo a greeting', approveAll(engine, asked))

    const offered = requestBody(model, 0).tools ?? []
    const echo = offered.find((tool) => tool.function.name === 'mcp__everything__echo')
    expect(echo?.function.parameters).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
    })
    expect(echo?.function.parameters).not.toHaveProperty('$schema')
    expect(offered.map((tool) => tool.function.name)).toEqual(
      expect.arrayContaining(['todo_write', 'mcp__everything__get-sum']),
    )

    expect(asked).toEqual(['mcp__everything__echo'])
    expect(ofType(events, 'tool-call').map((event) => event.state)).toEqual(['pending', 'running'])
    const [result] = ofType(events, 'tool-result')
    expect(result).toMatchObject({
      name: 'mcp__everything__echo',
      isError: false,
      state: 'completed',
      output: 'Echo: Hello from NGC 4258',
      metadata: expect.objectContaining({ mcpServer: 'everything' }),
    })
    const toolMessage = requestBody(model, 1).messages.find((message) => message.role === 'tool')
    expect(JSON.stringify(toolMessage?.content)).toContain('Echo: Hello from NGC 4258')
    expect(ofType(events, 'run-end')[0]).toMatchObject({ reason: 'stop', steps: 2 })

    const session = events[0]?.sessionId ?? ''
    const timeline = await engine.handlers['session.events']({ sessionId: session }, context)
    expect(timeline.events.filter((event) => event.type === 'tool-result')).toHaveLength(1)
    const { servers } = await engine.handlers['mcp.list']({}, context)
    expect(servers[0]).toMatchObject({ state: 'ready', tools: expect.arrayContaining(['mcp__everything__echo']) })
  })

  it('denies the call when the user says no, and tells the model', async () => {
    model = await startScriptedModel([toolCall('mcp__everything__echo', { message: 'x' }), answer('Understood.')])
    engine = await engineWithMcp(model, [everything])
    const current = engine
    const events = await runPrompt(current, 'Echo', (event) => {
      if (event.type === 'permission-request') {
        void current.handlers['permission.reply']({ requestId: event.requestId, decision: 'deny' }, context)
      }
    })
    expect(ofType(events, 'tool-result')[0]).toMatchObject({ state: 'denied', isError: true })
  })

  it('validates arguments with the server schema before anything is asked', async () => {
    model = await startScriptedModel([toolCall('mcp__everything__get-sum', { a: 'two', b: 3 }), answer('Sorry.')])
    engine = await engineWithMcp(model, [everything])
    const asked: string[] = []
    const events = await runPrompt(engine, 'Add', approveAll(engine, asked))
    expect(asked).toEqual([])
    expect(ofType(events, 'tool-result')[0]?.output).toMatch(/Invalid arguments for mcp__everything__get-sum: "a"/)
  })

  it('coerces XML-style string arguments by the server schema and allows a tool by a rule', async () => {
    model = await startScriptedModel([toolCall('mcp__everything__get-sum', { a: '2', b: '3.5' }), answer('5.5')])
    engine = await engineWithMcp(model, [everything])
    await engine.handlers['permission.rules.set'](
      {
        rules: [
          { id: 'r1', effect: 'allow', tool: 'mcp__everything__get-sum', agent: '*', reason: '', source: 'user' },
        ],
      },
      context,
    )
    const asked: string[] = []
    const events = await runPrompt(engine, 'Add', approveAll(engine, asked))
    expect(asked).toEqual([])
    expect(ofType(events, 'tool-result')[0]).toMatchObject({ isError: false, output: expect.stringContaining('5.5') })
  })

  it('gives the model output up to 50,000 characters whole, and keeps longer output as an artifact with a preview', async () => {
    const medium = 'M31 '.repeat(1500)
    const long = 'M33 '.repeat(12_600)
    model = await startScriptedModel([
      toolCall('mcp__everything__echo', { message: medium }),
      toolCall('mcp__everything__echo', { message: long }),
      answer('Stored.'),
    ])
    engine = await engineWithMcp(model, [everything])
    const events = await runPrompt(engine, 'Echo a lot', approveAll(engine, []))
    const [whole, result] = ofType(events, 'tool-result')
    expect(whole?.output).toContain(medium)
    expect(whole?.output).not.toContain('<artifact_slice')
    expect(result?.output).toMatch(/<artifact_slice id="tool_mcp__everything__echo_[0-9a-f]{12}"/)
    expect(result?.output.length).toBeLessThan(long.length)
    const session = events[0]?.sessionId ?? ''
    const artifacts = await engine.handlers['artifact.list']({ sessionId: session }, context)
    expect(artifacts.map((artifact) => artifact.id)).toEqual([expect.stringMatching(/^tool_mcp__everything__echo_/)])
  })

  it('runs Settings hooks on MCP calls: PreToolUse changes the input the server receives', async () => {
    const dir = tempDir()
    const hookScript = join(dir, 'shout.cjs')
    writeFileSync(
      hookScript,
      "let raw = ''\nprocess.stdin.on('data', (c) => { raw += c })\nprocess.stdin.on('end', () => {\n  const payload = JSON.parse(raw)\n  process.stdout.write(JSON.stringify({ mutateInput: { message: payload.input.message.toUpperCase() } }))\n})\n",
    )
    model = await startScriptedModel([toolCall('mcp__everything__echo', { message: 'quiet' }), answer('Loud.')])
    engine = await engineWithMcp(model, [everything])
    await engine.handlers['settings.set'](
      {
        patch: {
          hooks: [
            {
              event: 'PreToolUse',
              matcher: 'mcp__everything__echo',
              command: `"${process.execPath}" "${hookScript}"`,
              timeoutMs: 10_000,
              enabled: true,
            },
          ],
        },
        secrets: [],
      },
      context,
    )
    const events = await runPrompt(engine, 'Echo', approveAll(engine, []))
    expect(ofType(events, 'tool-result')[0]).toMatchObject({ isError: false, output: 'Echo: QUIET' })
  })
})
