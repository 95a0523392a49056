import { collectItems } from './collect-items'
import { compileKnownTools } from './known-tools'
import { scanToolCalls } from './scanner'
import type { ToolCallParseResult, ToolCallParserOptions } from './types'

/**
 * Reads every tool call in a complete model output. Tolerant: repairs are applied and reported in `warnings`;
 * a call that cannot be read becomes `__malformed__` with an error for the model, never silently dropped.
 */
export function parseToolCalls(text: string, options: ToolCallParserOptions): ToolCallParseResult {
  const result = scanToolCalls(
    text,
    0,
    { inCallFence: false, inThink: false },
    true,
    compileKnownTools(options.knownTools),
  )
  return collectItems(result.items)
}
