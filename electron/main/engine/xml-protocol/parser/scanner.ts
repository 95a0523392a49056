import { completionMarkers, readCallMarkup } from './call-markup'
import { type CallOpener, detectCallOpener } from './call-opener'
import { findFenceStart, isClosingFence, isOpeningFence } from './code-fence'
import type { KnownTools } from './known-tools'
import { skipWhitespace, startsWithAt } from './markup-reader'
import { INCOMPLETE, type InputWindow } from './parse-outcome'
import { toParsedCall } from './parsed-call'
import { readThinkRun, THINK_OPEN } from './think-block'
import type { ParsedToolCall } from './types'

export type ScanItem =
  | { kind: 'text'; text: string }
  | { kind: 'reasoning'; text: string }
  | { kind: 'call'; call: ParsedToolCall }

export interface ScanState {
  /** Inside a Markdown fence that only wraps calls (its fence lines are dropped from the text). */
  inCallFence: boolean
  /** Inside a `<think>` block: what follows is reasoning until `</think>`. */
  inThink: boolean
}

interface ScanResult {
  items: ScanItem[]
  /** Everything before this offset is settled; the rest must be scanned again when more text arrives. */
  settled: number
  state: ScanState
  /** When set, the unsettled rest is an open call that only one of these texts can complete. */
  waitingFor: string[] | undefined
}

/**
 * Splits `source` from `from` into text and calls. With `final` false the input may still grow: the scan stops at
 * the first place whose meaning depends on text not yet seen, and reports it as `settled`.
 *
 * Calls inside a Markdown code fence are read as calls (small models often fence their calls; the nanocoder case
 * in the fixtures expects this). A fence whose first content is a call is treated as a wrapper: its fence lines
 * and the blank lines around the calls are left out of the text.
 *
 * `<think>…</think>` (a reasoning model served without a reasoning parser) is reasoning, never read for calls.
 */
export function scanToolCalls(
  source: string,
  from: number,
  initial: ScanState,
  final: boolean,
  knownTools: KnownTools,
): ScanResult {
  const window: InputWindow = { source, end: source.length, final }
  const items: ScanItem[] = []
  let inCallFence = initial.inCallFence
  let inThink = initial.inThink
  let textStart = from
  let position = from
  let fenceAt = -2
  let lessThan = -2
  const pushText = (until: number) => {
    if (until > textStart) items.push({ kind: 'text', text: source.slice(textStart, until) })
  }
  const stop = (at: number, waitingFor?: string[]): ScanResult => {
    const settled = final ? at : heldBack(source, textStart, at, inCallFence)
    pushText(settled)
    return { items, settled, state: { inCallFence, inThink }, waitingFor }
  }
  while (position < window.end) {
    if (inThink) {
      const run = readThinkRun(window, position)
      if (run.text !== '') items.push({ kind: 'reasoning', text: run.text })
      textStart = position = run.next
      if (!run.closed) return stop(position)
      inThink = false
      continue
    }
    if (fenceAt !== -1 && fenceAt < position) fenceAt = findFenceStart(source, position)
    if (lessThan !== -1 && lessThan < position) lessThan = source.indexOf('<', position)
    if (lessThan === -1 && fenceAt === -1) break
    if (fenceAt !== -1 && (lessThan === -1 || fenceAt < lessThan)) {
      const lineEnd = source.indexOf('\n', fenceAt)
      if (lineEnd === -1 && !final) return stop(fenceAt)
      const afterLine = lineEnd === -1 ? window.end : lineEnd + 1
      const line = source.slice(fenceAt, lineEnd === -1 ? window.end : lineEnd)
      if (inCallFence && isClosingFence(line)) {
        pushText(textStart + source.slice(textStart, fenceAt).trimEnd().length)
        inCallFence = false
        textStart = position = afterLine
        continue
      }
      if (!inCallFence && isOpeningFence(line)) {
        const content = skipWhitespace(source, afterLine, window.end)
        if (content >= window.end && !final) return stop(fenceAt)
        const opener = source[content] === '<' ? detectCallOpener(window, content, knownTools) : null
        if (opener === INCOMPLETE) return stop(fenceAt)
        if (opener !== null) {
          pushText(fenceAt)
          inCallFence = true
          textStart = position = content
          continue
        }
      }
      position = fenceAt + 3
      continue
    }
    // A tag right after a backtick is inline code (`<read_file>` in prose), a mention and not a call.
    const inlineCode = source[lessThan - 1] === '`'
    const think = inlineCode ? false : startsWithAt(window, lessThan, THINK_OPEN)
    if (think === INCOMPLETE) return stop(lessThan)
    if (think) {
      pushText(lessThan)
      inThink = true
      textStart = position = lessThan + THINK_OPEN.length
      continue
    }
    const opener = inlineCode ? null : detectCallOpener(window, lessThan, knownTools)
    if (opener === INCOMPLETE) return stop(lessThan)
    if (opener === null) {
      position = lessThan + 1
      continue
    }
    const call = readCallMarkup(window, lessThan, opener, knownTools)
    if (call === INCOMPLETE) return stop(lessThan, completionMarkers(opener satisfies CallOpener))
    if (call.reads.length === 0) {
      position = lessThan + 1
      continue
    }
    if (inCallFence && source.slice(textStart, lessThan).trim() === '') textStart = lessThan
    pushText(lessThan)
    const raw = source.slice(lessThan, call.next)
    for (const read of call.reads) items.push({ kind: 'call', call: toParsedCall(read, call.closed, raw) })
    textStart = position = call.next
  }
  return stop(window.end)
}

/**
 * Text before `at` that must wait while the input grows: blank lines inside a call fence (dropped if the fence
 * closes) and, at the very end, a partial fence (one or two backticks starting the last line).
 */
function heldBack(source: string, textStart: number, at: number, inCallFence: boolean): number {
  let keep = at
  if (at === source.length) {
    let backticks = 0
    while (backticks < 2 && source[at - 1 - backticks] === '`') backticks++
    const lineStart = at - backticks
    const startsLine = lineStart === 0 || source[lineStart - 1] === '\n'
    if (backticks > 0 && source[lineStart - 1] !== '`' && startsLine && lineStart >= textStart) keep = lineStart
  }
  if (inCallFence) {
    while (keep > textStart && /\s/.test(source.charAt(keep - 1))) keep--
  }
  return keep
}
