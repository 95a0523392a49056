import type { Migration } from '../migration'

/**
 * Marks a parse that lost some pages' text to corrupt data. SQLite cannot widen the parse_status CHECK in place (a
 * table rebuild would rewrite every reference to papers), so such a paper keeps parse_status 'ready' with this flag
 * set, and the repository reports it as 'partial'. parse_problem holds why a parse failed or was partial as a code
 * and params (JSON) the window translates; parse_error keeps the English text for the model.
 */
export const parseStatusPartialMigration: Migration = {
  version: 64,
  name: 'parse-status-partial',
  sql: `
    alter table papers add column parse_partial integer not null default 0 check (parse_partial in (0, 1));
    alter table papers add column parse_problem text;
  `,
}
