import type { LanguageModel, ModelRequest } from '../../../electron/main/engine/providers/language-model'
import type { DecodedToolCall, ModelStreamPart } from '../../../electron/main/engine/providers/model-stream-part'
import { ProviderError, type ProviderErrorCode } from '../../../electron/main/engine/providers/provider-error'

export type ScriptedTurn = (request: ModelRequest, signal: AbortSignal) => AsyncIterable<ModelStreamPart>

/** A LanguageModel that plays scripted turns in order and records every request it was sent. */
export class ScriptedModel implements LanguageModel {
  readonly provider = 'scripted'
  readonly modelId = 'scripted-1'
  readonly requests: ModelRequest[] = []
  private next = 0

  constructor(
    private readonly turns: ScriptedTurn[],
    readonly contextWindow = 100_000,
    /** Answers summary requests (compaction) instead of consuming a turn. */
    private readonly summaries: ScriptedTurn[] = [],
  ) {}

  summaryRequests = 0

  stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<ModelStreamPart> {
    if (request.system.includes('You compress')) {
      const turn = this.summaries[Math.min(this.summaryRequests, this.summaries.length - 1)]
      this.summaryRequests += 1
      if (!turn) throw new Error('No scripted summary')
      return turn(request, signal)
    }
    this.requests.push(structuredClone(request))
    const turn = this.turns[this.next]
    this.next += 1
    if (!turn) throw new Error(`The script has no turn ${this.next}`)
    return turn(request, signal)
  }
}

const usage = { inputTokens: 100, outputTokens: 20, cachedInputTokens: 40, reasoningTokens: 0 }

export function call(id: string, name: string, args: Record<string, unknown>): DecodedToolCall {
  return { id, name, arguments: args, argumentsText: JSON.stringify(args) }
}

/** A turn that streams text (in two deltas) and then the calls, with usage and a finish reason. */
export function reply(text: string, calls: DecodedToolCall[] = []): ScriptedTurn {
  return async function* () {
    if (text) {
      const half = Math.ceil(text.length / 2)
      yield { type: 'text-delta', delta: text.slice(0, half) }
      if (text.slice(half)) yield { type: 'text-delta', delta: text.slice(half) }
    }
    for (const [index, decoded] of calls.entries()) {
      yield { type: 'tool-call-start', index, id: decoded.id, name: decoded.name }
      yield { type: 'tool-call-end', index, call: decoded }
    }
    yield { type: 'usage', usage }
    yield { type: 'finish', reason: calls.length > 0 ? 'tool-calls' : 'stop' }
  }
}

/** Resolves when the signal aborts, then throws its reason like a real adapter does. */
export function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

/** Streams some text, then hangs until the run is cancelled. */
export function hangAfter(text: string, onHanging?: () => void): ScriptedTurn {
  return async function* (_request, signal) {
    yield { type: 'text-delta', delta: text }
    onHanging?.()
    await untilAborted(signal)
  }
}

/** Streams text, then fails like a provider does mid-stream. */
export function failAfter(text: string, code: ProviderErrorCode = 'network'): ScriptedTurn {
  return async function* () {
    if (text) yield { type: 'text-delta', delta: text }
    yield {
      type: 'error',
      error: new ProviderError(code, `Scripted failure (${code}).`, 'Scripted hint: try again.'),
    }
  }
}
