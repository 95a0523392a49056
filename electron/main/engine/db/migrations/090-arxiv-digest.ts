import type { Migration } from '../migration'

/**
 * The morning arXiv listings, stored so a day is fetched once (and shown offline), with the reader's feedback and
 * what they have read.
 */
export const arxivDigestMigration: Migration = {
  version: 90,
  name: 'arxiv-digest',
  sql: `
    create table digest_listings (
      listing_date text not null,
      categories text not null,
      cross_lists integer not null,
      fetched_at integer not null,
      primary key (listing_date, categories, cross_lists)
    );
    create table digest_entries (
      listing_date text not null,
      categories text not null,
      cross_lists integer not null,
      position integer not null,
      arxiv_id text not null,
      entry text not null,
      primary key (listing_date, categories, cross_lists, position),
      foreign key (listing_date, categories, cross_lists)
        references digest_listings(listing_date, categories, cross_lists) on delete cascade
    );
    create table digest_feedback (
      arxiv_id text primary key,
      verdict text not null check (verdict in ('more', 'less')),
      title text not null,
      abstract text not null,
      given_at integer not null
    );
    create table digest_reads (
      arxiv_id text primary key,
      read_at integer not null
    );
  `,
}
