import type { Migration } from '../migration'

export const sessionsMigration: Migration = {
  version: 1,
  name: 'sessions',
  sql: `
    create table sessions (
      id text primary key,
      title text not null,
      project_dir text,
      created_at integer not null,
      updated_at integer not null
    );
    create index sessions_updated_at on sessions(updated_at desc);
    create table settings (
      key text primary key,
      value text not null
    );
  `,
}
