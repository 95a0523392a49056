import type { ToolCallDialect } from './types'

/** What a dialect reader found, before it becomes a ParsedToolCall. */
export type CallRead =
  | {
      ok: true
      name: string
      params: Record<string, string>
      warnings: string[]
      dialect: ToolCallDialect
      /** What ran to the end of the input unfinished (`<path>`, `the JSON arguments`): the call may be cut short. */
      cutOff?: string
    }
  | { ok: false; error: string }

export interface CallReadAt {
  /** Usually one; a JSON body may hold several calls. */
  reads: CallRead[]
  /** Whether the call's own closing tag was seen. */
  closed: boolean
  next: number
}
