import type { Migration } from '../migration'

/** The cite key each paper had in the .bib file it was imported from, so exports write it back unchanged. */
export const bibtexCitationKeysMigration: Migration = {
  version: 73,
  name: 'bibtex-citation-keys',
  sql: `
    create table bibtex_citation_keys (
      paper_id text primary key references papers(id) on delete cascade,
      citation_key text not null,
      imported_at integer not null
    );
  `,
}
