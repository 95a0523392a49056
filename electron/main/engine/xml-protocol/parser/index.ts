/**
 * The XML tool-call protocol (ArtifactFlow) for models without function calling: a tolerant one-shot and streaming
 * parser (repairs reported as warnings, unreadable calls as `__malformed__`), the call and result formatters, and
 * the `<tool_instructions>` block for the system prompt.
 */
export { formatToolCall } from './format-tool-call'
export { formatToolResult, type ToolResultForModel } from './format-tool-result'
export { parseToolCalls } from './parse-tool-calls'
export { createStreamingToolCallParser, type StreamingToolCallParser, type StreamingUpdate } from './streaming-parser'
export { generateToolInstructions, type XmlToolParameter, type XmlToolSpec } from './tool-instructions'
export {
  MALFORMED_TOOL_NAME,
  type ParsedToolCall,
  type ToolCallDialect,
  type ToolCallParseResult,
  type ToolCallParserOptions,
} from './types'
