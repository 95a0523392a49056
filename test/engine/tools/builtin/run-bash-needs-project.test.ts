import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../../electron/shared/contract/events'
import { type LoopbackServer, startLoopbackServer } from '../../../helpers/loopback-server'
import { createTestEngine, type TestEngine } from '../../../helpers/test-engine'

let engine: TestEngine | undefined
let server: LoopbackServer | undefined
afterEach(async () => {
  await engine?.dispose()
  await server?.close()
  engine = undefined
  server = undefined
})

const context = { signal: new AbortController().signal }
const callBash = [
  'data: {"choices":[{"index":0,"delta":{"role":"assistant","tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"run_bash","arguments":""}}]}}]}\n\n',
  'data: {"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\\"command\\":\\"ls\\"}"}}]},"finish_reason":"tool_calls"}]}\n\n',
  'data: [DONE]\n\n',
].join('')
const answer =
  'data: {"choices":[{"index":0,"delta":{"content":"Please set a project folder."},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n'

describe('run_bash without a project folder', () => {
  it('is refused before the user is asked, with a reason naming where to set the folder', async () => {
    let calls = 0
    server = await startLoopbackServer((_request, response) => {
      calls += 1
      response.setHeader('content-type', 'text/event-stream')
      response.end(calls === 1 ? callBash : answer)
    })
    engine = await createTestEngine()
    await engine.handlers['settings.set'](
      {
        patch: {
          providers: [
            {
              id: 'local',
              name: 'Local',
              kind: 'openai',
              baseUrl: `${server.url}/v1`,
              model: 'm',
              toolProtocol: 'native',
              contextWindow: 8000,
            },
          ],
          activeProviderId: 'local',
        },
        secrets: [],
      },
      context,
    )
    const session = await engine.handlers['session.create']({ title: 'No folder' }, context)
    const seen: AgentEvent[] = []
    const ended = new Promise<void>((resolve) => {
      engine?.events.subscribe({ sessionId: session.id }, (event) => {
        seen.push(event)
        if (event.type === 'run-end') resolve()
      })
    })
    await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'List the files' }, context)
    await ended

    expect(seen.filter((event) => event.type === 'permission-request')).toEqual([])
    const result = seen.find((event) => event.type === 'tool-result')
    expect(result).toMatchObject({ name: 'run_bash', isError: true })
    expect(result?.type === 'tool-result' && result.output).toContain('Project folder')
  })
})
