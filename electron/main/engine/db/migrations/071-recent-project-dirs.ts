import type { Migration } from '../migration'

/** The project folders the user chose last, offered again in the chat header. */
export const recentProjectDirsMigration: Migration = {
  version: 71,
  name: 'recent-project-dirs',
  sql: `
    create table recent_project_dirs (
      path text primary key,
      used_at integer not null
    );
  `,
}
