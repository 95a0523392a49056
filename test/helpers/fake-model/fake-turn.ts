import type { ProviderErrorCode } from '../../../electron/main/engine/providers/provider-error'

/** A tool call the fake model makes; raw `arguments` text is sent as is (for malformed or hostile arguments). */
export interface FakeToolCall {
  id: string
  name: string
  arguments: Record<string, unknown> | string
}

interface FakeUsage {
  input: number
  output: number
  cachedInput?: number
}

/**
 * One model turn, the single script format of every fake model (in-process or on loopback HTTP): text streamed one
 * delta a piece (a plain string in two halves), then tool calls, usage and a finish reason — or, after the text, a
 * hang until the caller cancels, or a failure as a provider reports it.
 */
export interface FakeTurn {
  text?: string | Iterable<string> | AsyncIterable<string>
  calls?: readonly FakeToolCall[]
  finishReason?: 'stop' | 'length'
  usage?: FakeUsage
  end?: 'hang' | { fail: ProviderErrorCode }
  /** Called once the turn is hanging. */
  onHang?: () => void
}

/** Turns played in order ("Done." once used up), or a function choosing the n-th turn from the request. */
export type FakeScript<Request> =
  | readonly FakeTurn[]
  | ((request: Request, index: number) => FakeTurn | Promise<FakeTurn>)

export const defaultUsage: Required<FakeUsage> = { input: 100, output: 20, cachedInput: 40 }

export const call = (id: string, name: string, args: FakeToolCall['arguments']): FakeToolCall => ({
  id,
  name,
  arguments: args,
})

export const reply = (text: string, calls: readonly FakeToolCall[] = []): FakeTurn => ({ text, calls })

export function argumentsText(toolCall: FakeToolCall): string {
  return typeof toolCall.arguments === 'string' ? toolCall.arguments : JSON.stringify(toolCall.arguments)
}

export function finishReasonOf(turn: FakeTurn): 'stop' | 'length' | 'tool-calls' {
  return turn.calls?.length ? 'tool-calls' : (turn.finishReason ?? 'stop')
}

export async function turnOf<Request>(script: FakeScript<Request>, request: Request, index: number): Promise<FakeTurn> {
  if (typeof script === 'function') return script(request, index)
  return script[index] ?? { text: 'Done.' }
}

export async function* textPieces(text: FakeTurn['text']): AsyncGenerator<string> {
  if (text === undefined) return
  if (typeof text === 'string') {
    const half = Math.ceil(text.length / 2)
    for (const piece of [text.slice(0, half), text.slice(half)]) if (piece) yield piece
    return
  }
  for await (const piece of text) yield piece
}

/** One call a turn, with ids `call_1`, `call_2`…, as a hostile model sends them one after the other. */
export const oneCallPerTurn = (calls: readonly Omit<FakeToolCall, 'id'>[]): FakeTurn[] =>
  calls.map((toolCall, index) => ({ calls: [{ id: `call_${index + 1}`, ...toolCall }] }))
