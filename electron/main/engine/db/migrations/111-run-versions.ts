import type { Migration } from '../migration'

/**
 * Edit-and-resend and regenerate keep the earlier version of a message. `parent_run_id` is the run a run follows in
 * the conversation (versions of one message share it); `shelved_with` is null for the runs on the shown path, else the
 * run whose version was set aside with them, so showing that version again brings back exactly what followed it.
 * Runs stored before this follow the run before them.
 */
export const runVersionsMigration: Migration = {
  version: 111,
  name: 'run-versions',
  sql: `
    alter table agent_runs add column parent_run_id text;
    alter table agent_runs add column shelved_with text;
    update agent_runs set parent_run_id = (
      select earlier.id from agent_runs earlier
      where earlier.session_id = agent_runs.session_id
        and (earlier.started_at < agent_runs.started_at
          or (earlier.started_at = agent_runs.started_at and earlier.rowid < agent_runs.rowid))
      order by earlier.started_at desc, earlier.rowid desc
      limit 1
    );
    create index agent_runs_parent on agent_runs (session_id, parent_run_id);
  `,
}
