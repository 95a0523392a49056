import { DEEP_ARGUMENTS_ERROR, jsonTextTooDeep } from '../../json/json-depth'
import { readCallElements } from './call-elements'
import type { CallRead } from './call-read'
import { FUNCTION_OPEN, readFunctionCall } from './function-call'
import { readJsonToolCalls } from './hermes-json'
import type { KnownTools } from './known-tools'
import { skipWhitespace } from './markup-reader'
import { INCOMPLETE } from './parse-outcome'
import { recoverByPattern } from './regex-fallback'

const CALL_FORMAT_HINT =
  'Write each call as <tool_call><name>TOOL_NAME</name><params><PARAM><![CDATA[value]]></PARAM></params></tool_call>.'

/**
 * Interprets the body of a `<tool_call>` block: Hermes JSON, a `<function=…>` inside, or the ArtifactFlow elements
 * with their repairs; then the pattern fallback; and when all fail, an error the model will be shown. A block that
 * is empty or starts with prose (words before any markup, no JSON, no tool name in a closed block, before markup
 * or leading the body) is a mention of the tag: it reads nothing, so the tag stays text and what follows is read on its own.
 */
export function readToolCallBody(
  source: string,
  openingStart: number,
  bodyStart: number,
  block: { bodyEnd: number; closed: boolean },
  knownTools: KnownTools,
): CallRead[] {
  const { bodyEnd } = block
  const window = { source, end: bodyEnd, final: true }
  const first = skipWhitespace(source, bodyStart, bodyEnd)
  if (source[first] === '{' || source[first] === '[') {
    // Not handed to the pattern fallback either: it would run the call without its arguments.
    if (jsonTextTooDeep(source.slice(first, bodyEnd))) return [{ ok: false, error: DEEP_ARGUMENTS_ERROR }]
    const reads = readJsonToolCalls(source.slice(first, bodyEnd))
    const [only] = reads
    if (reads.length === 1 && only !== undefined && !only.ok) {
      return [recoverFromPattern(source.slice(bodyStart, bodyEnd), only.error)]
    }
    return reads.map((read): CallRead => (read.ok ? { ...read, dialect: 'hermes-json' } : read))
  }
  if (startsWithProse(source.slice(bodyStart, bodyEnd), block.closed, knownTools)) return []
  const functionOffset = source.slice(bodyStart, bodyEnd).indexOf(FUNCTION_OPEN)
  const functionAt = bodyStart + functionOffset
  if (functionOffset !== -1) {
    const inner = readFunctionCall(window, functionAt, knownTools)
    if (inner !== INCOMPLETE) return inner.reads
  }
  const elements = readCallElements(window, bodyStart, { kind: 'tool_call', knownTools })
  if (elements === INCOMPLETE) return [recoverFromPattern(source.slice(bodyStart, bodyEnd), 'the call is cut short')]
  if (elements.name !== undefined && elements.name !== '') {
    return [
      {
        ok: true,
        name: elements.name,
        params: elements.params,
        warnings: elements.warnings,
        dialect: 'artifactflow',
        cutOff: elements.cutOff,
      },
    ]
  }
  const attributeName = /\sname\s*=\s*["']([A-Za-z_][\w.-]*)["']/.exec(source.slice(openingStart, bodyStart))?.[1]
  if (attributeName !== undefined) {
    const warnings = [
      `the tool name was given as an attribute; read as <name>${attributeName}</name>`,
      ...elements.warnings,
    ]
    const cutOff = elements.cutOff
    return [{ ok: true, name: attributeName, params: elements.params, warnings, dialect: 'artifactflow', cutOff }]
  }
  return [recoverFromPattern(source.slice(bodyStart, bodyEnd), 'no tool name was found (expected <name>…</name>)')]
}

function startsWithProse(body: string, closed: boolean, knownTools: KnownTools): boolean {
  const markup = body.indexOf('<')
  const prose = markup === -1 ? body : body.slice(0, markup)
  if (markup !== -1 && prose.trim() === '') return false
  if (/[{["]/.test(prose)) return false
  // A sentence that names a tool after an unclosed tag ("a <tool_call> with read_artifact…") is still prose; a name
  // in a closed block, before markup, or leading the body starts a call.
  const mention = !closed && markup === -1
  const leading = prose.trimStart()
  for (const name of knownTools.names) if (mention ? leading.startsWith(name) : prose.includes(name)) return false
  return true
}

function recoverFromPattern(body: string, reason: string): CallRead {
  const recovered = recoverByPattern(body)
  if (recovered === undefined)
    return { ok: false, error: `Could not read the tool call: ${reason}. ${CALL_FORMAT_HINT}` }
  return {
    ok: true,
    name: recovered.name,
    params: recovered.params,
    warnings: [`the call could only be read by pattern matching (${reason}); check its parameters`],
    dialect: 'artifactflow',
  }
}
