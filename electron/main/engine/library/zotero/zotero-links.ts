import { z } from 'zod'
import type { Db } from '../../db/open-database'

const linkRow = z.object({ paper_id: z.string(), citation_key: z.string().nullable() })

/** Which library paper each Zotero item became, so a re-import updates it instead of adding it again. */
export class ZoteroLinkStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  paperFor(libraryId: number, key: string): string | null {
    const raw = this.db
      .prepare('select paper_id, citation_key from zotero_links where zotero_library_id = ? and zotero_key = ?')
      .get(libraryId, key)
    return raw ? linkRow.parse(raw).paper_id : null
  }

  link(link: { libraryId: number; key: string; paperId: string; citationKey: string | null }): void {
    this.db
      .prepare(
        `insert into zotero_links (zotero_library_id, zotero_key, paper_id, citation_key, imported_at)
           values (@libraryId, @key, @paperId, @citationKey, @now)
         on conflict(zotero_library_id, zotero_key) do update set paper_id = excluded.paper_id,
           citation_key = excluded.citation_key, imported_at = excluded.imported_at`,
      )
      .run({ ...link, now: this.now() })
  }
}
