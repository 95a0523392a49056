import type { Migration } from '../migration'

/** Chunks and their full-text index; vectors live in one vec0 table per embedding size (created on first use). */
export const ragMigration: Migration = {
  version: 50,
  name: 'rag',
  sql: `
    create table rag_chunks (
      id integer primary key,
      paper_id text not null references papers(id) on delete cascade,
      position integer not null,
      section text not null,
      page_start integer not null,
      page_end integer not null,
      text text not null,
      unique (paper_id, position)
    );
    create virtual table rag_chunks_fts using fts5(text, content = 'rag_chunks', content_rowid = 'id', tokenize = 'porter unicode61');
    create trigger rag_chunks_after_insert after insert on rag_chunks begin
      insert into rag_chunks_fts(rowid, text) values (new.id, new.text);
    end;
    create trigger rag_chunks_after_delete after delete on rag_chunks begin
      insert into rag_chunks_fts(rag_chunks_fts, rowid, text) values ('delete', old.id, old.text);
    end;
    create table rag_papers (
      paper_id text primary key references papers(id) on delete cascade,
      embedder text not null,
      dimensions integer not null,
      chunks integer not null,
      indexed_at integer not null
    );
  `,
}
