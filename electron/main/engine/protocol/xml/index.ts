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
