import type { Migration } from '../migration'

/**
 * The agent's durable record: runs, the conversation in order (one row a message, each step committed as it
 * completes) and the todo list. Rows go with their session.
 */
export const agentMessagesMigration: Migration = {
  version: 10,
  name: 'agent-messages',
  sql: `
    create table agent_runs (
      id text primary key,
      session_id text not null references sessions(id) on delete cascade,
      prompt text not null,
      status text not null check (status in ('running', 'stop', 'max-steps', 'error', 'aborted')),
      steps integer not null default 0,
      error text,
      started_at integer not null,
      ended_at integer
    );
    create index agent_runs_session on agent_runs(session_id, started_at);
    create table agent_messages (
      session_id text not null references sessions(id) on delete cascade,
      position integer not null,
      run_id text not null references agent_runs(id) on delete cascade,
      step integer not null,
      kind text not null check (kind in ('user', 'assistant', 'tool', 'summary')),
      body text not null,
      created_at integer not null,
      primary key (session_id, position)
    ) without rowid;
    create table agent_todos (
      session_id text primary key references sessions(id) on delete cascade,
      todos text not null,
      updated_at integer not null
    );
  `,
}
