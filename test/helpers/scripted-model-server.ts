import type { Engine } from '../../electron/main/engine/engine'
import { type LoopbackServer, startLoopbackServer } from './loopback-server'

/** One model turn: some text, then tool calls (their arguments as an object). */
export interface ScriptedTurn {
  text?: string
  calls?: { id: string; name: string; arguments: Record<string, unknown> }[]
}

export interface ScriptedModelServer {
  server: LoopbackServer
  /** The chat requests the engine sent, parsed. */
  requests(): { messages: { role: string; content?: unknown; tool_call_id?: string }[]; tools?: unknown[] }[]
  close(): Promise<void>
}

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  return `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`
}

/** The server-sent events of one turn, in the OpenAI chat-completions streaming form. */
export function turnEvents(turn: ScriptedTurn): string {
  const parts: string[] = [chunk({ role: 'assistant', content: turn.text ?? '' })]
  for (const [index, call] of (turn.calls ?? []).entries()) {
    parts.push(
      chunk({
        tool_calls: [
          {
            index,
            id: call.id,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          },
        ],
      }),
    )
  }
  parts.push(chunk({}, turn.calls?.length ? 'tool_calls' : 'stop'))
  parts.push('data: {"choices":[],"usage":{"prompt_tokens":20,"completion_tokens":5}}\n\n', 'data: [DONE]\n\n')
  return parts.join('')
}

/**
 * An OpenAI-compatible model on loopback that answers each chat request with the next scripted turn (and "Done."
 * once the script is used up).
 */
export async function startScriptedModel(script: ScriptedTurn[]): Promise<ScriptedModelServer> {
  let next = 0
  const server = await startLoopbackServer((_request, response) => {
    const turn = script[next++] ?? { text: 'Done.' }
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    response.end(turnEvents(turn))
  })
  return {
    server,
    requests: () => server.requests.map((request) => JSON.parse(request.body)),
    close: () => server.close(),
  }
}

/** Makes the scripted server the engine's active provider. */
export async function useScriptedModel(
  engine: Engine,
  model: ScriptedModelServer,
  apiKey = 'sk-loopback',
): Promise<void> {
  await engine.handlers['settings.set'](
    {
      patch: {
        providers: [
          {
            id: 'scripted',
            name: 'Scripted test model',
            kind: 'openai',
            baseUrl: `${model.server.url}/v1`,
            model: 'scripted',
            toolProtocol: 'native',
            contextWindow: 128_000,
          },
        ],
        activeProviderId: 'scripted',
      },
      secrets: [{ name: 'provider:scripted', value: apiKey }],
    },
    { signal: new AbortController().signal },
  )
}
