import type { Migration } from '../migration'

/** Conversation rows may record what a subagent, fork skill or teammate spent (kind 'delegated-usage'). */
export const delegatedUsageRowsMigration: Migration = {
  version: 72,
  name: 'delegated-usage-rows',
  sql: `
    create table agent_messages_next (
      session_id text not null references sessions(id) on delete cascade,
      position integer not null,
      run_id text not null references agent_runs(id) on delete cascade,
      step integer not null,
      kind text not null check (kind in ('user', 'assistant', 'tool', 'summary', 'delegated-usage')),
      body text not null,
      created_at integer not null,
      primary key (session_id, position)
    ) without rowid;
    insert into agent_messages_next select session_id, position, run_id, step, kind, body, created_at from agent_messages;
    drop table agent_messages;
    alter table agent_messages_next rename to agent_messages;
  `,
}
