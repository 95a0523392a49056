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
  let source = ''
  let settled = 0
  let state: ScanState = { inCallFence: false }
  let waitingFor: string[] | undefined
  let checkedUpTo = 0
  let finished = false

  const scan = (final: boolean): StreamingUpdate => {
    const result = scanToolCalls(source, settled, state, final, knownTools)
    settled = result.settled
    state = result.state
    waitingFor = result.waitingFor
    checkedUpTo = source.length
    return collectItems(result.items)
  }

  /** An open call can only complete when one of its markers arrives; until then re-scanning is skipped. */
  const markerArrived = (markers: string[]): boolean =>
    markers.some((marker) => source.indexOf(marker, Math.max(settled, checkedUpTo - marker.length + 1)) !== -1)

  return {
    push(chunk) {
      if (finished) throw new Error('The streaming tool-call parser was already finished; create a new one.')
      source += chunk
      if (waitingFor !== undefined && !markerArrived(waitingFor)) {
        checkedUpTo = source.length
        return { text: '', calls: [], warnings: [] }
      }
      return scan(false)
    },
    finish() {
      if (finished) return { text: '', calls: [], warnings: [] }
      finished = true
      return scan(true)
    },
  }
}
