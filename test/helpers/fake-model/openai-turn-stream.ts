import { once } from 'node:events'
import type { ServerResponse } from 'node:http'
import type { ProviderErrorCode } from '../../../electron/main/engine/providers/provider-error'
import { argumentsText, defaultUsage, type FakeTurn, finishReasonOf, textPieces } from './fake-turn'

const statusOf: Partial<Record<ProviderErrorCode, number>> = {
  auth: 401,
  'model-not-found': 404,
  'rate-limit': 429,
  server: 500,
  'context-too-long': 400,
}

const messageOf: Partial<Record<ProviderErrorCode, string>> = {
  'context-too-long': "This model's maximum context length is 8192 tokens.",
}

function chunk(model: string, delta: Record<string, unknown>, finishReason: string | null = null): string {
  const body = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1764475200, model }
  return `data: ${JSON.stringify({ ...body, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`
}

/**
 * Answers a chat-completions request with `turn` as OpenAI streams it: the text one delta a piece, each tool call as a
 * name and its arguments in two halves, the finish reason, usage and `[DONE]`. It stops writing once the client goes
 * away. A failure before any text is an HTTP error, after some text an error chunk; a network failure closes the
 * connection mid-stream.
 */
export async function streamTurn(response: ServerResponse, turn: FakeTurn, model = 'fake-model'): Promise<void> {
  let closed = false
  const gone = new Promise<void>((resolve) =>
    response.once('close', () => {
      closed = true
      resolve()
    }),
  )
  const failure = typeof turn.end === 'object' ? turn.end.fail : undefined
  const pieces = textPieces(turn.text)
  let piece = await pieces.next()
  if (failure && failure !== 'network' && piece.done) {
    response.writeHead(statusOf[failure] ?? 400, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: { message: messageOf[failure] ?? `Scripted failure (${failure}).` } }))
    return
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  response.write(chunk(model, { role: 'assistant', content: '' }))
  while (!piece.done && !closed) {
    response.write(chunk(model, { content: piece.value }))
    piece = await pieces.next()
  }
  if (turn.end === 'hang') {
    turn.onHang?.()
    await gone
    return
  }
  if (closed) return
  if (failure === 'network') {
    response.socket?.end()
    return
  }
  if (failure) {
    response.end(`data: ${JSON.stringify({ error: { message: `Scripted failure (${failure}).` } })}\n\n`)
    return
  }
  for (const [index, toolCall] of (turn.calls ?? []).entries()) {
    const text = argumentsText(toolCall)
    const half = Math.floor(text.length / 2)
    const opening = { index, id: toolCall.id, type: 'function', function: { name: toolCall.name, arguments: '' } }
    response.write(chunk(model, { tool_calls: [opening] }))
    response.write(chunk(model, { tool_calls: [{ index, function: { arguments: text.slice(0, half) } }] }))
    const more = response.write(chunk(model, { tool_calls: [{ index, function: { arguments: text.slice(half) } }] }))
    // A flood of calls is written as the client reads it, not buffered whole (which would also block this server).
    if (!more) await Promise.race([once(response, 'drain'), gone])
    if (closed) return
  }
  const finish = finishReasonOf(turn)
  response.write(chunk(model, {}, finish === 'tool-calls' ? 'tool_calls' : finish))
  const usage = { ...defaultUsage, ...turn.usage }
  const counts = {
    prompt_tokens: usage.input,
    completion_tokens: usage.output,
    total_tokens: usage.input + usage.output,
    prompt_tokens_details: { cached_tokens: usage.cachedInput },
  }
  response.write(`data: ${JSON.stringify({ choices: [], usage: counts })}\n\n`)
  response.end('data: [DONE]\n\n')
}
