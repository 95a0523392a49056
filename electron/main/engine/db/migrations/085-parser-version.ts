import type { Migration } from '../migration'

/**
 * Which version of the PDF parser wrote a paper's text. Papers parsed before this column existed count as version 0,
 * so an upgraded engine parses them again (and indexes them again) in the background.
 */
export const parserVersionMigration: Migration = {
  version: 85,
  name: 'parser-version',
  sql: `
    alter table papers add column parser_version integer not null default 0;
  `,
}
