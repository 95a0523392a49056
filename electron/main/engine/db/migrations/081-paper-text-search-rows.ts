import type { Migration } from '../migration'

/**
 * Each paper remembers its row in `papers_fts`, so a write replaces that row by rowid instead of scanning the whole
 * index for its `paper_id` (which made every import quadratic). The index is rebuilt once with the rows numbered.
 */
export const paperTextSearchRowsMigration: Migration = {
  version: 81,
  name: 'paper-text-search-rows',
  sql: `
    alter table papers add column fts_rowid integer;
    update papers set fts_rowid = rowid;
    delete from papers_fts;
    insert into papers_fts (rowid, paper_id, title, abstract, authors)
      select p.fts_rowid, p.id, p.title, p.abstract, coalesce((
        select group_concat(name, '; ') from (
          select a.name from paper_authors a where a.paper_id = p.id order by a.position
        )
      ), '')
      from papers p;
  `,
}
