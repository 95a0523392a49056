import type { Migration } from '../migration'

/** Which Zotero item each imported paper came from (so re-importing updates it), and its Better BibTeX key. */
export const zoteroLinksMigration: Migration = {
  version: 65,
  name: 'zotero-links',
  sql: `
    create table zotero_links (
      zotero_library_id integer not null,
      zotero_key text not null,
      paper_id text not null references papers(id) on delete cascade,
      citation_key text,
      imported_at integer not null,
      primary key (zotero_library_id, zotero_key)
    );
    create index zotero_links_paper on zotero_links(paper_id);
  `,
}
