import type { Migration } from '../migration'

export const artifactsMigration: Migration = {
  version: 30,
  name: 'artifacts',
  sql: `
    create table artifacts (
      session_id text not null references sessions(id) on delete cascade,
      id text not null,
      title text not null,
      content_type text not null,
      source text not null check (source in ('agent', 'tool', 'user')),
      current_version integer not null,
      created_at integer not null,
      updated_at integer not null,
      primary key (session_id, id)
    );
    create table artifact_versions (
      session_id text not null,
      artifact_id text not null,
      version integer not null,
      content text not null,
      change_summary text not null default '',
      created_at integer not null,
      primary key (session_id, artifact_id, version),
      foreign key (session_id, artifact_id) references artifacts(session_id, id) on delete cascade
    );
  `,
}
