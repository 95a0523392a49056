import type { Migration } from '../migration'

export const libraryMigration: Migration = {
  version: 40,
  name: 'library',
  sql: `
    create table papers (
      id text primary key,
      title text not null,
      abstract text not null default '',
      year integer,
      venue text not null default '',
      arxiv_id text unique,
      arxiv_version integer,
      doi text unique,
      bibcode text unique,
      citation_count integer,
      keywords text not null default '[]',
      open_access_urls text not null default '[]',
      publisher_url text,
      sources text not null default '[]',
      reading_status text not null default 'unread' check (reading_status in ('unread', 'reading', 'read')),
      download_status text not null default 'none'
        check (download_status in ('none', 'downloading', 'downloaded', 'failed', 'unavailable')),
      parse_status text not null default 'none' check (parse_status in ('none', 'parsing', 'ready', 'no-text', 'failed')),
      parse_error text,
      page_count integer,
      added_at integer not null,
      updated_at integer not null
    );
    create index papers_added_at on papers(added_at desc);

    create table paper_authors (
      paper_id text not null references papers(id) on delete cascade,
      position integer not null,
      name text not null,
      primary key (paper_id, position)
    );

    create table tags (id integer primary key, name text not null unique collate nocase);
    create table paper_tags (
      paper_id text not null references papers(id) on delete cascade,
      tag_id integer not null references tags(id) on delete cascade,
      primary key (paper_id, tag_id)
    );

    create table collections (
      id integer primary key,
      name text not null unique collate nocase,
      created_at integer not null
    );
    create table paper_collections (
      paper_id text not null references papers(id) on delete cascade,
      collection_id integer not null references collections(id) on delete cascade,
      primary key (paper_id, collection_id)
    );

    create table paper_files (
      paper_id text not null references papers(id) on delete cascade,
      kind text not null check (kind in ('pdf', 'markdown', 'html-markdown')),
      path text not null,
      sha256 text not null,
      size integer not null,
      created_at integer not null,
      primary key (paper_id, kind)
    );
    create index paper_files_sha256 on paper_files(sha256);

    create table notes (
      id text primary key,
      paper_id text not null references papers(id) on delete cascade,
      page integer,
      content text not null,
      created_at integer not null,
      updated_at integer not null
    );
    create index notes_paper on notes(paper_id, created_at);

    create table highlights (
      id text primary key,
      paper_id text not null references papers(id) on delete cascade,
      page integer not null,
      quote text not null,
      rects text not null default '[]',
      color text not null,
      comment text not null default '',
      created_at integer not null,
      updated_at integer not null
    );
    create index highlights_paper on highlights(paper_id, page);

    create table paper_pages (
      paper_id text not null references papers(id) on delete cascade,
      page integer not null,
      text text not null,
      primary key (paper_id, page)
    );

    create table paper_sections (
      paper_id text not null references papers(id) on delete cascade,
      position integer not null,
      title text not null,
      level integer not null,
      page integer not null,
      is_references integer not null default 0,
      primary key (paper_id, position)
    );

    create virtual table papers_fts using fts5(paper_id unindexed, title, abstract, authors, tokenize = 'porter unicode61');
  `,
}
