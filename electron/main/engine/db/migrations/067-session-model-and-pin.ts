import type { Migration } from '../migration'

/** A session's own provider and model (null: the active provider and its model), and pinned sessions. */
export const sessionModelAndPinMigration: Migration = {
  version: 67,
  name: 'session-model-and-pin',
  sql: `
    alter table sessions add column provider_id text;
    alter table sessions add column model text;
    alter table sessions add column pinned integer not null default 0;
  `,
}
