import type { Migration } from '../migration'

/**
 * The digest's embedding vectors of listing papers and library papers, by embedding model and a hash of the text, so
 * a day's listing is embedded once however often it is shown, and a library paper again only when its text or notes
 * change.
 */
export const digestVectorsMigration: Migration = {
  version: 105,
  name: 'digest-vectors',
  sql: `
    create table digest_vectors (
      model text not null,
      text_hash text not null,
      vector blob not null,
      primary key (model, text_hash)
    );
  `,
}
