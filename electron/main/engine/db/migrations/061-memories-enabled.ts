import type { Migration } from '../migration'

/** Memories the user turned off stay stored but are not recalled; edits record when they happened. */
export const memoriesEnabledMigration: Migration = {
  version: 61,
  name: 'memories-enabled',
  sql: `
    alter table memories add column enabled integer not null default 1;
    alter table memories add column updated_at integer;
  `,
}
