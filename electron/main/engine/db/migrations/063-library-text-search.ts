import type { Migration } from '../migration'

/**
 * Full-text indexes over parsed pages, notes and highlights, and the first author as a sortable column, all kept in
 * step with their tables by triggers.
 */
export const libraryTextSearchMigration: Migration = {
  version: 63,
  name: 'library-text-search',
  sql: `
    create virtual table paper_pages_fts using fts5(text, content = 'paper_pages', tokenize = 'porter unicode61');
    insert into paper_pages_fts(rowid, text) select rowid, text from paper_pages;
    create trigger paper_pages_fts_insert after insert on paper_pages begin
      insert into paper_pages_fts(rowid, text) values (new.rowid, new.text);
    end;
    create trigger paper_pages_fts_delete after delete on paper_pages begin
      insert into paper_pages_fts(paper_pages_fts, rowid, text) values ('delete', old.rowid, old.text);
    end;
    create trigger paper_pages_fts_update after update on paper_pages begin
      insert into paper_pages_fts(paper_pages_fts, rowid, text) values ('delete', old.rowid, old.text);
      insert into paper_pages_fts(rowid, text) values (new.rowid, new.text);
    end;

    create virtual table notes_fts using fts5(content, content = 'notes', tokenize = 'porter unicode61');
    insert into notes_fts(rowid, content) select rowid, content from notes;
    create trigger notes_fts_insert after insert on notes begin
      insert into notes_fts(rowid, content) values (new.rowid, new.content);
    end;
    create trigger notes_fts_delete after delete on notes begin
      insert into notes_fts(notes_fts, rowid, content) values ('delete', old.rowid, old.content);
    end;
    create trigger notes_fts_update after update on notes begin
      insert into notes_fts(notes_fts, rowid, content) values ('delete', old.rowid, old.content);
      insert into notes_fts(rowid, content) values (new.rowid, new.content);
    end;

    create virtual table highlights_fts using fts5(quote, comment, content = 'highlights', tokenize = 'porter unicode61');
    insert into highlights_fts(rowid, quote, comment) select rowid, quote, comment from highlights;
    create trigger highlights_fts_insert after insert on highlights begin
      insert into highlights_fts(rowid, quote, comment) values (new.rowid, new.quote, new.comment);
    end;
    create trigger highlights_fts_delete after delete on highlights begin
      insert into highlights_fts(highlights_fts, rowid, quote, comment) values ('delete', old.rowid, old.quote, old.comment);
    end;
    create trigger highlights_fts_update after update on highlights begin
      insert into highlights_fts(highlights_fts, rowid, quote, comment) values ('delete', old.rowid, old.quote, old.comment);
      insert into highlights_fts(rowid, quote, comment) values (new.rowid, new.quote, new.comment);
    end;

    alter table papers add column first_author text not null default '';
    update papers set first_author = coalesce(
      (select name from paper_authors a where a.paper_id = papers.id and a.position = 0), '');
    create trigger paper_first_author_insert after insert on paper_authors when new.position = 0 begin
      update papers set first_author = new.name where id = new.paper_id;
    end;
    create trigger paper_first_author_delete after delete on paper_authors when old.position = 0 begin
      update papers set first_author = '' where id = old.paper_id;
    end;
    create index papers_first_author on papers(first_author collate nocase);
    create index papers_title on papers(title collate nocase);
    create index papers_year on papers(year);
    create index papers_citation_count on papers(citation_count);
  `,
}
