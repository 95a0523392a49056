/** The name given to a tool call that could not be understood; the executor answers it with `error`. */
export const MALFORMED_TOOL_NAME = '__malformed__'

/** Which markup the model used for a call. */
export type ToolCallDialect =
  | 'artifactflow' /* <tool_call><name>…</name><params>…</params></tool_call> */
  | 'hermes-json' /* <tool_call>{"name": …, "arguments": {…}}</tool_call> */
  | 'function-tag' /* <function=name><parameter=p>…</parameter></function> */
  | 'tool-name-tag' /* <read_file><path>…</path></read_file> */
  | 'function-calls' /* <function_calls><invoke name="…"><parameter name="…">…</parameter></invoke></function_calls> */

export interface ParsedToolCall {
  name: string
  /** Parameter values are strings; the executor coerces them to the declared types. */
  params: Record<string, string>
  dialect: ToolCallDialect
  /** False when the call's closing tag never arrived and the call was taken up to the end of the input. */
  complete: boolean
  /** Repairs applied to this call, phrased for the model. */
  warnings: string[]
  /** Set only when `name` is MALFORMED_TOOL_NAME: what went wrong and how to write the call. */
  error?: string
  /** The markup the call was read from. */
  raw: string
}

export interface ToolCallParserOptions {
  /** Tool names that may appear as a bare tag (`<read_file>…</read_file>`); unknown tags stay plain text. */
  knownTools: Iterable<string>
}

export interface ToolCallParseResult {
  /** The assistant text outside the calls and the reasoning. */
  text: string
  /** The text of `<think>` blocks. */
  reasoning: string
  calls: ParsedToolCall[]
  /** Every repair, prefixed with the tool name, to be fed back to the model. */
  warnings: string[]
}

export function createParams(): Record<string, string> {
  return Object.create(null) as Record<string, string>
}
