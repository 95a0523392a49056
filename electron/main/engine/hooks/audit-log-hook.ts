import type { Db } from '../db/open-database'
import type { PostToolUseHook } from './hook-types'

interface AuditLogRow {
  sessionId: string
  runId: string
  callId: string
  agent: string
  tool: string
  arguments: Record<string, unknown>
  state: string
  isError: boolean
  outputChars: number
  durationMs: number
  createdAt: number
}

/** A PostToolUse hook writing one `agent_audit_log` row per finished call (denials and cancellations included). */
export function createAuditLogHook(db: Db, now: () => number): PostToolUseHook {
  const insert = db.prepare(
    `insert into agent_audit_log
      (session_id, run_id, call_id, agent, tool, arguments, state, is_error, output_chars, duration_ms, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  return (input) => {
    insert.run(
      input.sessionId,
      input.runId,
      input.callId,
      input.agent,
      input.tool,
      JSON.stringify(input.input),
      input.state,
      input.output.isError ? 1 : 0,
      input.output.content.length,
      Math.round(input.durationMs),
      now(),
    )
    return undefined
  }
}

export function readAuditLog(db: Db, sessionId: string): AuditLogRow[] {
  const rows = db
    .prepare(
      `select session_id, run_id, call_id, agent, tool, arguments, state, is_error, output_chars, duration_ms, created_at
       from agent_audit_log where session_id = ? order by id`,
    )
    .all(sessionId) as {
    session_id: string
    run_id: string
    call_id: string
    agent: string
    tool: string
    arguments: string
    state: string
    is_error: number
    output_chars: number
    duration_ms: number
    created_at: number
  }[]
  return rows.map((row) => ({
    sessionId: row.session_id,
    runId: row.run_id,
    callId: row.call_id,
    agent: row.agent,
    tool: row.tool,
    arguments: JSON.parse(row.arguments) as Record<string, unknown>,
    state: row.state,
    isError: row.is_error === 1,
    outputChars: row.output_chars,
    durationMs: row.duration_ms,
    createdAt: row.created_at,
  }))
}
