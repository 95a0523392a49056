import { z } from 'zod'
import type { Db } from '../../db/open-database'

const keyRow = z.object({ paper_id: z.string(), citation_key: z.string() })

/** Remembers the cite key a paper had in the .bib file it came from; a later import of the paper replaces it. */
export function keepBibtexCitationKey(db: Db, paperId: string, citationKey: string, now: number): void {
  keepBibtexCitationKeys(db, [{ paperId, citationKey }], now)
}

/** `keepBibtexCitationKey` for many papers, with one statement. */
export function keepBibtexCitationKeys(db: Db, keys: { paperId: string; citationKey: string }[], now: number): void {
  const keep = db.prepare(
    `insert into bibtex_citation_keys (paper_id, citation_key, imported_at) values (?, ?, ?)
       on conflict (paper_id) do update set citation_key = excluded.citation_key, imported_at = excluded.imported_at`,
  )
  for (const { paperId, citationKey } of keys) keep.run(paperId, citationKey, now)
}

/**
 * Generated citation keys with the keys papers came with in their place — the cite key of the .bib entry a paper was
 * imported from, or its Better BibTeX key from Zotero, the latest import first — so a manuscript's \cite commands
 * keep working. A kept key another paper already holds is left unused.
 */
export function withKeptCitationKeys(db: Db, keys: Map<string, string>): Map<string, string> {
  const rows = db
    .prepare(
      `select paper_id, citation_key from (
         select paper_id, citation_key, imported_at from bibtex_citation_keys
         union all
         select paper_id, citation_key, imported_at from zotero_links where citation_key is not null
       ) order by imported_at desc`,
    )
    .all()
    .map((row) => keyRow.parse(row))
  const result = new Map(keys)
  const holders = new Map<string, string>([...result].map(([paperId, key]) => [key, paperId]))
  const settled = new Set<string>()
  for (const row of rows) {
    if (!result.has(row.paper_id) || settled.has(row.paper_id)) continue
    settled.add(row.paper_id)
    const holder = holders.get(row.citation_key)
    if (holder !== undefined && holder !== row.paper_id) continue
    const previous = result.get(row.paper_id)
    if (previous !== undefined && holders.get(previous) === row.paper_id) holders.delete(previous)
    result.set(row.paper_id, row.citation_key)
    holders.set(row.citation_key, row.paper_id)
  }
  return result
}

const keptRow = z.object({ citation_key: z.string(), imported_at: z.number() })

/** The key a paper came with from a .bib file, with when, to be put back by `restoreBibtexCitationKey`. */
export function keptBibtexCitationKey(db: Db, paperId: string): z.infer<typeof keptRow> | null {
  const row = db.prepare('select citation_key, imported_at from bibtex_citation_keys where paper_id = ?').get(paperId)
  return row ? keptRow.parse(row) : null
}

/** Puts back what `keptBibtexCitationKey` read (no key: none). */
export function restoreBibtexCitationKey(db: Db, paperId: string, kept: z.infer<typeof keptRow> | null): void {
  db.prepare('delete from bibtex_citation_keys where paper_id = ?').run(paperId)
  if (kept) keepBibtexCitationKey(db, paperId, kept.citation_key, kept.imported_at)
}
