import { collectItems } from './collect-items'
import { compileKnownTools } from './known-tools'
import { type ScanState, scanToolCalls } from './scanner'
import type { ToolCallParseResult, ToolCallParserOptions } from './types'

/** What one chunk settled: new text, calls that will not change, and their repair warnings. */
export type StreamingUpdate = ToolCallParseResult

export interface StreamingToolCallParser {
  push(chunk: string): StreamingUpdate
  /** The output ended: flushes held-back text and reads an unclosed final call as the repairs allow. */
  finish(): StreamingUpdate
}

/**
 * Incremental form of parseToolCalls: the concatenated updates equal the one-shot result for the same text. A call
 * is emitted only once nothing later can change it, and text that might still turn into a call is held back.
 */
export function createStreamingToolCallParser(options: ToolCallParserOptions): StreamingToolCallParser {
  const knownTools = compileKnownTools(options.knownTools)
  // Only the unsettled text is kept, after one character of context (whether a line starts there matters).
  let pending = ''
  let from = 0
  let state: ScanState = { inCallFence: false, inThink: false }
  let waitingFor: string[] | undefined
  let markerProbe = ''
  let finished = false

  const scan = (final: boolean): StreamingUpdate => {
    const result = scanToolCalls(pending, from, state, final, knownTools)
    const keepFrom = Math.max(0, result.settled - 1)
    pending = pending.slice(keepFrom)
    from = result.settled - keepFrom
    state = result.state
    waitingFor = result.waitingFor
    markerProbe = waitingFor === undefined ? '' : pending.slice(-longestMarker(waitingFor))
    return collectItems(result.items)
  }

  /** Everything so far is settled and the chunk holds no `<` or backtick, so it can only be text. */
  const isPlainContinuation = (chunk: string): boolean =>
    from === pending.length && waitingFor === undefined && !state.inCallFence && !state.inThink && !/[<`]/.test(chunk)

  /**
   * An open call can only complete when one of its markers arrives, so until then the new text is only checked for
   * a marker (together with the end of the text before it, where a marker may have begun) and not re-scanned.
   */
  const markerArrived = (markers: string[], chunk: string): boolean => {
    const probe = markerProbe + chunk
    markerProbe = probe.slice(-longestMarker(markers))
    return markers.some((marker) => probe.includes(marker))
  }

  return {
    push(chunk) {
      if (finished) throw new Error('The streaming tool-call parser was already finished; create a new one.')
      if (chunk === '') return { text: '', reasoning: '', calls: [], warnings: [] }
      if (isPlainContinuation(chunk)) {
        pending = chunk.slice(-1)
        from = pending.length
        return { text: chunk, reasoning: '', calls: [], warnings: [] }
      }
      pending += chunk
      if (waitingFor !== undefined && !markerArrived(waitingFor, chunk))
        return { text: '', reasoning: '', calls: [], warnings: [] }
      return scan(false)
    },
    finish() {
      if (finished) return { text: '', reasoning: '', calls: [], warnings: [] }
      finished = true
      return scan(true)
    },
  }
}

function longestMarker(markers: readonly string[]): number {
  return Math.max(...markers.map((marker) => marker.length))
}
