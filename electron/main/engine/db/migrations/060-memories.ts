import type { Migration } from '../migration'

export const memoriesMigration: Migration = {
  version: 60,
  name: 'memories',
  sql: `
    create table memories (
      id text primary key,
      content text not null,
      category text not null,
      created_at integer not null
    );
    create index memories_created_at on memories(created_at);
  `,
}
