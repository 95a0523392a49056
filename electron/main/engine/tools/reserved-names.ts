/** Names no custom tool may take: artifact tools are bound per request and no custom tool may take their names. */
export const RESERVED_TOOL_NAMES: readonly string[] = [
  'create_artifact',
  'update_artifact',
  'rewrite_artifact',
  'read_artifact',
  'grep_artifact',
]

/** Name a decoder gives a call it could not parse; never a real tool. */
export const MALFORMED_TOOL_NAME = '__malformed__'
