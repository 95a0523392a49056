import { readAssignedKey, readAssignedName } from './assigned-tags'
import { CDATA_OPEN, readCdataRun } from './cdata'
import type { KnownTools } from './known-tools'
import { readTag, skipWhitespace, startsWithAt, type TagToken } from './markup-reader'
import { readParameterValue, type ValueBounds, type ValueRead } from './parameter-value'
import { INCOMPLETE, type Incomplete, type InputWindow } from './parse-outcome'
import { createParams } from './types'

/**
 * `tool_call`: the body of a `<tool_call>` block (its end is already known); `<name>` outside `<params>` names the
 * tool. `tag`: the body of `<read_file>…` or `<function=…>`, ending at `closingTag`; every child is a parameter.
 */
interface ElementsMode {
  kind: 'tool_call' | 'tag'
  closingTag?: string
  knownTools: KnownTools
}

interface ElementsRead {
  name: string | undefined
  params: Record<string, string>
  warnings: string[]
  next: number
  closed: boolean
  /** The first element whose value ran to the end of the input unfinished. */
  cutOff: string | undefined
}

interface ReaderState {
  name: string | undefined
  params: Record<string, string>
  warnings: string[]
  insideParams: boolean
  paramsBlocks: number
  paramsLeftOpen: boolean
  scattered: boolean
  closingIndex: number | undefined
  /** Where the next `<parameter=` and `</parameter>` are (-1: none), reused while they stay ahead. */
  parameterOpenIndex: number | undefined
  parameterCloseIndex: number | undefined
  exhaustedFrom: Map<string, number>
  cutOff: string | undefined
}

/** The call's closing tag bounds every value; the search result is reused while it stays ahead of `from`. */
function closingLimit(window: InputWindow, from: number, mode: ElementsMode, state: ReaderState): ValueBounds {
  if (mode.closingTag === undefined) return { limit: window.end, exhaustedFrom: state.exhaustedFrom }
  if (state.closingIndex === undefined || (state.closingIndex !== -1 && state.closingIndex < from)) {
    const index = window.source.indexOf(mode.closingTag, from)
    state.closingIndex = index === -1 || index >= window.end ? -1 : index
  }
  return { limit: state.closingIndex === -1 ? undefined : state.closingIndex, exhaustedFrom: state.exhaustedFrom }
}

const PARAMETER_OPEN = '<parameter='
const PARAMETER_CLOSE = '</parameter>'

/** The next `literal` at or after `from` (-1: none in the window), searched again only once `from` passes it. */
function nextIndex(window: InputWindow, literal: string, from: number, cached: number | undefined): number {
  if (cached !== undefined && (cached === -1 || cached >= from)) return cached
  const index = window.source.indexOf(literal, from)
  return index === -1 || index >= window.end ? -1 : index
}

/**
 * A `<parameter=key>` value that is not CDATA and has no `</parameter>` before the next `<parameter=` ends there
 * (Qwen-coder models often leave `</parameter>` out), as it ends at the call's closing tag.
 */
function readUntilNextParameter(
  window: InputWindow,
  from: number,
  key: string,
  mode: ElementsMode,
  state: ReaderState,
): ValueRead | undefined {
  const { source } = window
  if (source.startsWith(CDATA_OPEN, skipWhitespace(source, from, window.end))) return undefined
  state.parameterOpenIndex = nextIndex(window, PARAMETER_OPEN, from, state.parameterOpenIndex)
  state.parameterCloseIndex = nextIndex(window, PARAMETER_CLOSE, from, state.parameterCloseIndex)
  const next = state.parameterOpenIndex
  if (next === -1 || (state.parameterCloseIndex !== -1 && state.parameterCloseIndex < next)) return undefined
  const limit = closingLimit(window, from, mode, state).limit
  if (limit !== undefined && limit < next) return undefined
  return {
    value: source.slice(from, next).trim(),
    next,
    warnings: [`<parameter=${key}> was never closed; its value ended where the next ${PARAMETER_OPEN} begins`],
    unterminated: false,
  }
}

function storeParam(state: ReaderState, key: string, value: string, mode: ElementsMode): void {
  if (key in state.params) state.warnings.push(`parameter <${key}> was given twice; the last value is used`)
  if (!state.insideParams && (mode.kind === 'tool_call' || state.paramsBlocks > 0)) state.scattered = true
  state.params[key] = value
}

function readOpenTag(
  window: InputWindow,
  tag: TagToken & { kind: 'open' },
  state: ReaderState,
  mode: ElementsMode,
): number | Incomplete {
  const { source } = window
  const bodyStart = skipWhitespace(source, tag.end, window.end)
  if (tag.name === 'params' && !(state.insideParams && source.startsWith(CDATA_OPEN, bodyStart))) {
    if (state.insideParams) state.paramsLeftOpen = true
    state.insideParams = true
    state.paramsBlocks++
    return tag.end
  }
  if (mode.kind === 'tool_call' && !state.insideParams && state.name === undefined) {
    if (mode.knownTools.names.has(tag.name) || (tag.name !== 'name' && source.startsWith('<params>', bodyStart))) {
      state.name = tag.name
      state.warnings.push(`the tool name was written as a tag <${tag.name}>; read as <name>${tag.name}</name>`)
      return tag.end
    }
  }
  const read = readParameterValue(
    window,
    tag.end,
    tag.name,
    `</${tag.name}>`,
    closingLimit(window, tag.end, mode, state),
  )
  if (read === INCOMPLETE) return INCOMPLETE
  state.warnings.push(...read.warnings)
  if (read.unterminated) state.cutOff ??= `<${tag.name}>`
  if (mode.kind === 'tool_call' && tag.name === 'name' && !state.insideParams && state.name === undefined) {
    state.name = read.value.trim()
  } else {
    storeParam(state, tag.name, read.value, mode)
  }
  return read.next
}

function readAssignTag(
  window: InputWindow,
  tag: TagToken & { kind: 'assign' },
  at: number,
  state: ReaderState,
  mode: ElementsMode,
): number | Incomplete {
  if (tag.name === 'name' && mode.kind === 'tool_call' && state.name === undefined) {
    const assigned = readAssignedName(window, tag.valueStart)
    if (assigned === INCOMPLETE) return INCOMPLETE
    state.name = assigned.name
    state.warnings.push(`<name=${assigned.name}</name> was read as <name>${assigned.name}</name>`)
    return assigned.next
  }
  if (tag.name !== 'parameter') return at + 1
  const assigned = readAssignedKey(window, tag.valueStart)
  if (assigned === INCOMPLETE) return INCOMPLETE
  if (assigned === null) return at + 1
  const read =
    readUntilNextParameter(window, assigned.next, assigned.key, mode, state) ??
    readParameterValue(
      window,
      assigned.next,
      assigned.key,
      PARAMETER_CLOSE,
      closingLimit(window, assigned.next, mode, state),
    )
  if (read === INCOMPLETE) return INCOMPLETE
  state.warnings.push(...read.warnings)
  if (read.unterminated) state.cutOff ??= `<parameter=${assigned.key}>`
  storeParam(state, assigned.key, read.value, mode)
  return read.next
}

function finalWarnings(state: ReaderState): string[] {
  const warnings = [...state.warnings]
  if (state.paramsBlocks > 1) warnings.push(`${state.paramsBlocks} <params> blocks were merged into one`)
  if (state.scattered) warnings.push('parameters written outside <params> were collected into it')
  if (state.insideParams || state.paramsLeftOpen) warnings.push('a missing </params> was added')
  return warnings
}

/** Reads the children of a call body: its name (in `tool_call` mode) and its parameters, repairing as it goes. */
export function readCallElements(window: InputWindow, start: number, mode: ElementsMode): ElementsRead | Incomplete {
  const { source, end } = window
  const state: ReaderState = {
    name: undefined,
    params: createParams(),
    warnings: [],
    insideParams: false,
    paramsBlocks: 0,
    paramsLeftOpen: false,
    scattered: false,
    closingIndex: undefined,
    parameterOpenIndex: undefined,
    parameterCloseIndex: undefined,
    exhaustedFrom: new Map(),
    cutOff: undefined,
  }
  let position = start
  let closed = false
  for (;;) {
    const at = source.indexOf('<', position)
    if (at === -1 || at >= end) {
      if (mode.closingTag !== undefined && !window.final) return INCOMPLETE
      position = end
      break
    }
    if (mode.closingTag !== undefined) {
      const closing = startsWithAt(window, at, mode.closingTag)
      if (closing === INCOMPLETE) return INCOMPLETE
      if (closing) {
        closed = true
        position = at + mode.closingTag.length
        break
      }
    }
    const cdata = startsWithAt(window, at, CDATA_OPEN)
    if (cdata === INCOMPLETE) return INCOMPLETE
    if (cdata) {
      const stray = readCdataRun(window, at)
      if (stray === INCOMPLETE) return INCOMPLETE
      if (!stray.closed) state.cutOff ??= 'a CDATA section'
      position = stray.next
      continue
    }
    const tag = readTag(window, at)
    if (tag === INCOMPLETE) return INCOMPLETE
    let next: number | Incomplete = at + 1
    if (tag?.kind === 'close') {
      if (tag.name === 'params') state.insideParams = false
      next = tag.end
    } else if (tag?.kind === 'open') next = readOpenTag(window, tag, state, mode)
    else if (tag?.kind === 'assign') next = readAssignTag(window, tag, at, state, mode)
    if (next === INCOMPLETE) return INCOMPLETE
    position = next
  }
  const warnings = finalWarnings(state)
  return { name: state.name, params: state.params, warnings, next: position, closed, cutOff: state.cutOff }
}
