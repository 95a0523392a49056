import type { Migration } from '../migration'

/** The tools the user chose "always allow" for in a session, kept with the session across restarts. */
export const sessionAllowancesMigration: Migration = {
  version: 62,
  name: 'session-allowances',
  sql: `
    create table session_allowances (
      session_id text not null references sessions(id) on delete cascade,
      tool text not null,
      created_at integer not null,
      primary key (session_id, tool)
    );
  `,
}
