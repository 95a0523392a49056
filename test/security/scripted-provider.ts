import type { AgentEvent } from '../../electron/shared/contract/events'
import { type LoopbackServer, startLoopbackServer } from '../helpers/loopback-server'
import type { TestEngine } from '../helpers/test-engine'

export interface ScriptedToolCall {
  name: string
  arguments: Record<string, unknown>
}

const context = { signal: new AbortController().signal }

function toolCallStream(call: ScriptedToolCall, index: number): string {
  const delta = {
    role: 'assistant',
    tool_calls: [{ index: 0, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: '' } }],
  }
  const args = { tool_calls: [{ index: 0, function: { arguments: JSON.stringify(call.arguments) } }] }
  return [
    `data: ${JSON.stringify({ choices: [{ index: 0, delta }] })}\n\n`,
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: args, finish_reason: 'tool_calls' }] })}\n\n`,
    'data: [DONE]\n\n',
  ].join('')
}

const finalAnswer = [
  'data: {"choices":[{"index":0,"delta":{"role":"assistant","content":"Done."},"finish_reason":"stop"}]}\n\n',
  'data: [DONE]\n\n',
].join('')

/**
 * A hostile model: an OpenAI-compatible loopback server that answers the first requests with the given tool calls,
 * one per turn, then a plain answer.
 */
export async function startScriptedProvider(calls: ScriptedToolCall[]): Promise<LoopbackServer> {
  let turn = 0
  return startLoopbackServer((_request, response) => {
    const call = calls[turn]
    turn += 1
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    response.end(call ? toolCallStream(call, turn) : finalAnswer)
  })
}

/** Points the engine at `baseUrl` as its only, active provider, with `apiKey` in the secret store. */
export async function useProvider(engine: TestEngine, baseUrl: string, apiKey = 'sk-scripted-key'): Promise<void> {
  await engine.handlers['settings.set'](
    {
      patch: {
        providers: [
          {
            id: 'hostile',
            name: 'Hostile test server',
            kind: 'openai',
            baseUrl,
            model: 'gpt-4o-mini',
            toolProtocol: 'native',
            contextWindow: 128_000,
          },
        ],
        activeProviderId: 'hostile',
      },
      secrets: [{ name: 'provider:hostile', value: apiKey }],
    },
    context,
  )
}

/** Prompts a session and resolves with every event of the run once `run-end` arrives. */
export async function promptAndWait(engine: TestEngine, sessionId: string, prompt: string): Promise<AgentEvent[]> {
  const seen: AgentEvent[] = []
  const ended = new Promise<void>((resolve) => {
    engine.events.subscribe({ sessionId }, (event) => {
      seen.push(event)
      if (event.type === 'run-end') resolve()
    })
  })
  await engine.handlers['session.prompt']({ sessionId, prompt }, context)
  await ended
  return seen
}
