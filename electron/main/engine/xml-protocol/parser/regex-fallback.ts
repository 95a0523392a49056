import { createParams } from './types'

const NAME_PATTERNS = [
  /<name>\s*(?:<!\[CDATA\[)?\s*([A-Za-z_][\w.-]*)/,
  /<(?:tool_call|invoke|function)\s+name\s*=\s*["']([A-Za-z_][\w.-]*)["']/,
  /"(?:name|tool|tool_name|function)"\s*:\s*"([A-Za-z_][\w.-]*)"/,
]
const CDATA_PARAM = /<([A-Za-z_][\w.-]*)>\s*<!\[CDATA\[([\s\S]*?)\]\]>/g
const JSON_STRING_PARAM = /"([A-Za-z_][\w.-]*)"\s*:\s*"((?:[^"\\]|\\.)*)"/g

interface RecoveredCall {
  name: string
  params: Record<string, string>
}

function unescapeJsonString(text: string): string {
  try {
    return JSON.parse(`"${text}"`) as string
  } catch {
    return text
  }
}

/** The last resort before `__malformed__`: find a tool name and CDATA or JSON string parameters by pattern. */
export function recoverByPattern(raw: string): RecoveredCall | undefined {
  for (const [index, pattern] of NAME_PATTERNS.entries()) {
    const match = pattern.exec(raw)
    const name = match?.[1]
    if (name === undefined) continue
    const params = createParams()
    if (index === 2) {
      for (const [, key = '', value = ''] of raw.matchAll(JSON_STRING_PARAM)) {
        if (!['name', 'tool', 'tool_name', 'function'].includes(key)) params[key] = unescapeJsonString(value)
      }
    } else {
      // Only up to the last `]]>`: every section that starts before it can close, so the scan stays linear.
      const closable = raw.slice(0, raw.lastIndexOf(']]>') + 3)
      for (const [, key = '', value = ''] of closable.matchAll(CDATA_PARAM)) if (key !== 'name') params[key] = value
    }
    return { name, params }
  }
  return undefined
}
