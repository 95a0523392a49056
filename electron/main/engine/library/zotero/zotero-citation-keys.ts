import { z } from 'zod'
import type { Db } from '../../db/open-database'

const keyRow = z.object({ paper_id: z.string(), citation_key: z.string() })

/**
 * Generated citation keys with each paper's Better BibTeX key (from its Zotero import) in their place, so a
 * manuscript's \cite commands keep working; a Better BibTeX key another paper already holds is left unused.
 */
export function withZoteroCitationKeys(db: Db, keys: Map<string, string>): Map<string, string> {
  const rows = db
    .prepare(
      'select paper_id, citation_key from zotero_links where citation_key is not null order by imported_at desc, rowid',
    )
    .all()
    .map((row) => keyRow.parse(row))
  const result = new Map(keys)
  for (const row of rows) {
    if (!result.has(row.paper_id)) continue
    const taken = [...result].some(([paperId, key]) => key === row.citation_key && paperId !== row.paper_id)
    if (!taken) result.set(row.paper_id, row.citation_key)
  }
  return result
}
