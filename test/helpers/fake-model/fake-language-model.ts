import type { LanguageModel, ModelRequest } from '../../../electron/main/engine/providers/language-model'
import type { DecodedToolCall, ModelStreamPart } from '../../../electron/main/engine/providers/model-stream-part'
import { ProviderError } from '../../../electron/main/engine/providers/provider-error'
import {
  argumentsText,
  defaultUsage,
  type FakeScript,
  type FakeToolCall,
  type FakeTurn,
  finishReasonOf,
  textPieces,
  turnOf,
} from './fake-turn'

function decoded(toolCall: FakeToolCall): DecodedToolCall {
  const text = argumentsText(toolCall)
  if (typeof toolCall.arguments !== 'string') return { ...toolCall, arguments: toolCall.arguments, argumentsText: text }
  try {
    return { ...toolCall, arguments: JSON.parse(text) as Record<string, unknown>, argumentsText: text }
  } catch (error) {
    return { ...toolCall, arguments: {}, argumentsText: text, parseError: String(error) }
  }
}

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

async function* play(turn: FakeTurn, signal: AbortSignal): AsyncGenerator<ModelStreamPart> {
  for await (const delta of textPieces(turn.text)) yield { type: 'text-delta', delta }
  if (turn.end === 'hang') {
    turn.onHang?.()
    await untilAborted(signal)
  }
  if (typeof turn.end === 'object') {
    const code = turn.end.fail
    yield { type: 'error', error: new ProviderError(code, `Scripted failure (${code}).`, 'Scripted hint: try again.') }
    return
  }
  for (const [index, toolCall] of (turn.calls ?? []).entries()) {
    yield { type: 'tool-call-start', index, id: toolCall.id, name: toolCall.name }
    yield { type: 'tool-call-end', index, call: decoded(toolCall) }
  }
  const usage = { ...defaultUsage, ...turn.usage }
  yield {
    type: 'usage',
    usage: {
      inputTokens: usage.input,
      outputTokens: usage.output,
      cachedInputTokens: usage.cachedInput,
      reasoningTokens: 0,
    },
  }
  yield { type: 'finish', reason: finishReasonOf(turn) }
}

/**
 * The fake model in-process, for the agent runtime without HTTP: plays the same turns as the loopback server and
 * records every request. Summary requests (compaction) are answered from `summaries` without using up a turn.
 */
export class FakeLanguageModel implements LanguageModel {
  readonly provider = 'scripted'
  readonly modelId = 'scripted-1'
  readonly imageInput = null
  readonly requests: ModelRequest[] = []
  summaryRequests = 0

  constructor(
    private readonly script: FakeScript<ModelRequest>,
    readonly contextWindow = 100_000,
    private readonly summaries: readonly FakeTurn[] = [],
  ) {}

  async *stream(request: ModelRequest, signal: AbortSignal): AsyncGenerator<ModelStreamPart> {
    if (request.system.includes('You compress')) {
      const summary = this.summaries[Math.min(this.summaryRequests, this.summaries.length - 1)]
      this.summaryRequests += 1
      if (!summary) throw new Error('No scripted summary')
      yield* play(summary, signal)
      return
    }
    this.requests.push({ ...request, messages: [...request.messages] })
    yield* play(await turnOf(this.script, request, this.requests.length - 1), signal)
  }
}
