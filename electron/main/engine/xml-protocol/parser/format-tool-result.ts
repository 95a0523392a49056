import { wrapCdata } from './cdata'
import { escapeAttribute } from './xml-escape'

export interface ToolResultForModel {
  name: string
  success: boolean
  /** The result, or the error message when `success` is false. */
  data: string
  /** Repairs the parser applied to the call, so the model can write it correctly next time. */
  warnings?: readonly string[]
}

/**
 * `<tool_result name="…" success="…"><data>…</data></tool_result>`. The data sits in CDATA so a result holding
 * markup (or `]]>`) can never be mistaken for the end of the result.
 */
export function formatToolResult(result: ToolResultForModel): string {
  const lines = [`<tool_result name="${escapeAttribute(result.name)}" success="${result.success}">`]
  if (result.warnings !== undefined && result.warnings.length > 0) {
    lines.push('<warnings>', wrapCdata(result.warnings.join('\n')), '</warnings>')
  }
  lines.push('<data>', wrapCdata(result.data), '</data>', '</tool_result>')
  return lines.join('\n')
}
