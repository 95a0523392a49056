import type { AgentEvent } from '../../electron/shared/contract/events'
import { type LoopbackServer, startLoopbackServer } from './loopback-server'
import type { TestEngine } from './test-engine'

const context = { signal: new AbortController().signal }

/** One model reply: its content as the server streams it, one SSE frame per piece. */
export type ScriptedReply = { content: string[]; finishReason?: 'stop' | 'length' } | { toolCalls: unknown[] }

function sseFrames(reply: ScriptedReply): string {
  const frame = (delta: unknown, finishReason: string | null = null) =>
    `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`
  const frames =
    'content' in reply
      ? reply.content.map((piece) => frame({ content: piece }))
      : [frame({ role: 'assistant', tool_calls: reply.toolCalls })]
  const finish = 'content' in reply ? (reply.finishReason ?? 'stop') : 'tool_calls'
  frames.push(frame({}, finish), 'data: {"choices":[],"usage":{"prompt_tokens":50,"completion_tokens":20}}\n\n')
  return `${frames.join('')}data: [DONE]\n\n`
}

/**
 * A loopback OpenAI-compatible server answering the n-th model request with the n-th reply (the last one again
 * after that), configured as the engine's active provider through `settings.set`.
 */
export async function useScriptedProvider(
  engine: TestEngine,
  replies: ScriptedReply[],
  toolProtocol: 'native' | 'xml',
): Promise<LoopbackServer> {
  let served = 0
  const server = await startLoopbackServer((_request, response) => {
    const reply = replies[Math.min(served, replies.length - 1)]
    served += 1
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    response.end(reply === undefined ? 'data: [DONE]\n\n' : sseFrames(reply))
  })
  await engine.handlers['settings.set'](
    {
      patch: {
        providers: [
          {
            id: 'scripted',
            name: 'Scripted loopback model',
            kind: 'openai',
            baseUrl: `${server.url}/v1`,
            model: 'scripted-small-model',
            toolProtocol,
            contextWindow: 128_000,
          },
        ],
        activeProviderId: 'scripted',
      },
      secrets: [{ name: 'provider:scripted', value: 'sk-scripted' }],
    },
    context,
  )
  return server
}

/** Prompts a new session and collects its events until the run ends. */
export async function promptToEnd(engine: TestEngine, prompt: string): Promise<AgentEvent[]> {
  const session = await engine.handlers['session.create']({ title: 'Scripted' }, context)
  const seen: AgentEvent[] = []
  const ended = new Promise<void>((resolve) => {
    engine.events.subscribe({ sessionId: session.id }, (event) => {
      seen.push(event)
      if (event.type === 'run-end' || event.type === 'run-abort') resolve()
    })
  })
  await engine.handlers['session.prompt']({ sessionId: session.id, prompt }, context)
  await ended
  return seen
}

export function eventsOfType<Type extends AgentEvent['type']>(
  events: readonly AgentEvent[],
  type: Type,
): Extract<AgentEvent, { type: Type }>[] {
  return events.filter((event): event is Extract<AgentEvent, { type: Type }> => event.type === type)
}
