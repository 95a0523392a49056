import type { ScanItem } from './scanner'
import type { ToolCallParseResult } from './types'

/** Joins scanned items into text, reasoning, calls and the warnings to feed back (each prefixed with its tool name). */
export function collectItems(items: readonly ScanItem[]): ToolCallParseResult {
  let text = ''
  let reasoning = ''
  const calls: ToolCallParseResult['calls'] = []
  const warnings: string[] = []
  for (const item of items) {
    if (item.kind === 'text') {
      text += item.text
      continue
    }
    if (item.kind === 'reasoning') {
      reasoning += item.text
      continue
    }
    calls.push(item.call)
    for (const warning of item.call.warnings) warnings.push(`${item.call.name}: ${warning}`)
  }
  return { text, reasoning, calls, warnings }
}
