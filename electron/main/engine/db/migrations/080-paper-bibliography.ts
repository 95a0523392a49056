import type { Migration } from '../migration'

/**
 * A paper's bibliographic details: the BibTeX entry type, volume, issue, pages, eid, month and arXiv class, and every
 * field of the BibTeX entry it was imported from (a JSON object of TeX values), so an export gives the entry back.
 */
export const paperBibliographyMigration: Migration = {
  version: 80,
  name: 'paper-bibliography',
  sql: `
    alter table papers add column entry_type text;
    alter table papers add column volume text;
    alter table papers add column issue text;
    alter table papers add column pages text;
    alter table papers add column eid text;
    alter table papers add column month text;
    alter table papers add column arxiv_class text;
    alter table papers add column bibtex_fields text not null default '{}';
  `,
}
