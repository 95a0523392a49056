import type { Migration } from '../migration'

/** Who wrote each artifact version: the agent, a tool's persisted output, or the user editing or restoring by hand. */
export const artifactVersionAuthorMigration: Migration = {
  version: 70,
  name: 'artifact-version-author',
  sql: `
    alter table artifact_versions add column author text not null default 'agent'
      check (author in ('agent', 'tool', 'user'));
    update artifact_versions set author = (
      select source from artifacts
      where artifacts.session_id = artifact_versions.session_id and artifacts.id = artifact_versions.artifact_id
    );
  `,
}
