import { readCallElements } from './call-elements'
import type { CallOpener } from './call-opener'
import type { CallReadAt } from './call-read'
import { readFunctionCall } from './function-call'
import { readInvokeBlock } from './invoke-block'
import type { KnownTools } from './known-tools'
import { INCOMPLETE, type Incomplete, type InputWindow } from './parse-outcome'
import { findToolCallBlock } from './tool-call-block'
import { readToolCallBody } from './tool-call-body'

/** Texts whose arrival can complete a call that is still open; until one arrives, re-reading cannot help. */
export function completionMarkers(opener: CallOpener): string[] {
  if (opener.kind === 'tool_call') return ['</tool_call>', '<tool_call']
  if (opener.kind === 'function') return ['</function>']
  if (opener.kind === 'function-calls') return ['</function_calls>']
  return [`</${opener.name}>`]
}

/** Reads the call whose opening was detected at `at`. */
export function readCallMarkup(
  window: InputWindow,
  at: number,
  opener: CallOpener,
  knownTools: KnownTools,
): CallReadAt | Incomplete {
  if (opener.kind === 'function') return readFunctionCall(window, at, knownTools)
  if (opener.kind === 'function-calls') return readInvokeBlock(window, at)
  if (opener.kind === 'tool_call') {
    const block = findToolCallBlock(window, opener.bodyStart)
    if (block === INCOMPLETE) return INCOMPLETE
    const reads = readToolCallBody(window.source, at, opener.bodyStart, block, knownTools)
    return { reads, closed: block.closed, next: block.next }
  }
  const closingTag = `</${opener.name}>`
  const elements = readCallElements(window, opener.bodyStart, { kind: 'tag', closingTag, knownTools })
  if (elements === INCOMPLETE) return INCOMPLETE
  return {
    reads: [
      {
        ok: true,
        name: opener.name,
        params: elements.params,
        warnings: elements.warnings,
        dialect: 'tool-name-tag',
        cutOff: elements.cutOff,
      },
    ],
    closed: elements.closed,
    next: elements.next,
  }
}
