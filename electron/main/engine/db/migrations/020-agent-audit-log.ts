import type { Migration } from '../migration'

/** One row per finished tool call, written by the PostToolUse audit hook. */
export const agentAuditLogMigration: Migration = {
  version: 20,
  name: 'agent-audit-log',
  sql: `
    create table agent_audit_log (
      id integer primary key autoincrement,
      session_id text not null,
      run_id text not null,
      call_id text not null,
      agent text not null,
      tool text not null,
      arguments text not null,
      state text not null check (state in ('completed', 'error', 'denied', 'cancelled')),
      is_error integer not null check (is_error in (0, 1)),
      output_chars integer not null,
      duration_ms integer not null,
      created_at integer not null
    );
    create index agent_audit_log_session on agent_audit_log(session_id, created_at);
    create index agent_audit_log_tool on agent_audit_log(tool, created_at);
  `,
}
