import { readAssignedKey, readAssignedName } from './assigned-tags'
import { CDATA_OPEN, readCdataRun } from './cdata'
import type { KnownTools } from './known-tools'
import { readTag, skipWhitespace, startsWithAt, type TagToken } from './markup-reader'
import { readParameterValue, type ValueBounds } from './parameter-value'
import { INCOMPLETE, type Incomplete, type InputWindow } from './parse-outcome'
import { createParams } from './types'

/**
 * `tool_call`: the body of a `<tool_call>` block (its end is already known); `<name>` outside `<params>` names the
 * tool. `tag`: the body of `<read_file>…` or `<function=…>`, ending at `closingTag`; every child is a parameter.
 */
export interface ElementsMode {
  kind: 'tool_call' | 'tag'
  closingTag?: string
  knownTools: KnownTools
}

export interface ElementsRead {
  name: string | undefined
  params: Record<string, string>
  warnings: string[]
  next: number
  closed: boolean
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
  exhaustedFrom: Map<string, number>
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
  const bounds = closingLimit(window, assigned.next, mode, state)
  const read = readParameterValue(window, assigned.next, assigned.key, '</parameter>', bounds)
  if (read === INCOMPLETE) return INCOMPLETE
  state.warnings.push(...read.warnings)
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
    exhaustedFrom: new Map(),
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
  return { name: state.name, params: state.params, warnings: finalWarnings(state), next: position, closed }
}
