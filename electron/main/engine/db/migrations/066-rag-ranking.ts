import type { Migration } from '../migration'

/**
 * Ranking over fields and pages: chunks are searched by text and section title (weighted apart), each page's body
 * text has its own full-text entry so a chunk can borrow its page's score, and a chunk records how much of its start
 * repeats the chunk before; the chunk vocabulary's document counts let a search drop words nearly every chunk has.
 * Chunks from before this version are dropped, so every paper is indexed again.
 */
export const ragRankingMigration: Migration = {
  version: 66,
  name: 'rag-ranking',
  sql: `
    drop trigger rag_chunks_after_insert;
    drop trigger rag_chunks_after_delete;
    drop table rag_chunks_fts;
    delete from rag_chunks;
    delete from rag_papers;
    alter table rag_chunks add column overlap integer not null default 0;
    create virtual table rag_chunks_fts using fts5(text, section, content = 'rag_chunks', content_rowid = 'id', tokenize = 'porter unicode61');
    create trigger rag_chunks_after_insert after insert on rag_chunks begin
      insert into rag_chunks_fts(rowid, text, section) values (new.id, new.text, new.section);
    end;
    create trigger rag_chunks_after_delete after delete on rag_chunks begin
      insert into rag_chunks_fts(rag_chunks_fts, rowid, text, section) values ('delete', old.id, old.text, old.section);
    end;
    create virtual table rag_chunks_vocab using fts5vocab(rag_chunks_fts, 'row');
    create table rag_pages (
      id integer primary key,
      paper_id text not null references papers(id) on delete cascade,
      page integer not null,
      text text not null,
      unique (paper_id, page)
    );
    create virtual table rag_pages_fts using fts5(text, content = 'rag_pages', content_rowid = 'id', tokenize = 'porter unicode61');
    create trigger rag_pages_after_insert after insert on rag_pages begin
      insert into rag_pages_fts(rowid, text) values (new.id, new.text);
    end;
    create trigger rag_pages_after_delete after delete on rag_pages begin
      insert into rag_pages_fts(rag_pages_fts, rowid, text) values ('delete', old.id, old.text);
    end;
  `,
}
