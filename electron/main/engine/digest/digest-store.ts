import { z } from 'zod'
import type { Db } from '../db/open-database'
import type { ArxivEntry } from '../library/arxiv/arxiv-atom-parser'

const storedEntrySchema = z.object({
  arxivId: z.string(),
  version: z.number().nullable(),
  title: z.string(),
  abstract: z.string(),
  authors: z.array(z.string()),
  published: z.string(),
  updated: z.string(),
  doi: z.string().nullable(),
  journalRef: z.string().nullable(),
  comment: z.string().nullable(),
  primaryCategory: z.string().nullable(),
  categories: z.array(z.string()),
  absUrl: z.string(),
  pdfUrl: z.string().nullable(),
}) satisfies z.ZodType<ArxivEntry>

export interface ListingKey {
  categories: readonly string[]
  crossLists: boolean
}

export interface StoredListing {
  day: string
  fetchedAt: number
  entries: ArxivEntry[]
}

export interface FeedbackRecord {
  arxivId: string
  verdict: 'more' | 'less'
  title: string
  abstract: string
}

/** The same categories in any order are the same listing. */
const categoriesKey = (key: ListingKey) => [...new Set(key.categories)].sort().join(',')

/** Stored listings (a day is fetched once), feedback and read marks. */
export function createDigestStore(db: Db, now: () => number) {
  const entriesOf = (day: string, key: ListingKey): ArxivEntry[] =>
    (
      db
        .prepare(
          'select entry from digest_entries where listing_date = ? and categories = ? and cross_lists = ? order by position',
        )
        .all(day, categoriesKey(key), key.crossLists ? 1 : 0) as { entry: string }[]
    ).map((row) => storedEntrySchema.parse(JSON.parse(row.entry)))

  const listingOf = (row: { listing_date: string; fetched_at: number } | undefined, key: ListingKey) =>
    row ? { day: row.listing_date, fetchedAt: row.fetched_at, entries: entriesOf(row.listing_date, key) } : null

  const save = db.transaction((day: string, key: ListingKey, entries: readonly ArxivEntry[]) => {
    const categories = categoriesKey(key)
    const crossLists = key.crossLists ? 1 : 0
    db.prepare('delete from digest_listings where listing_date = ? and categories = ? and cross_lists = ?').run(
      day,
      categories,
      crossLists,
    )
    db.prepare(
      'insert into digest_listings (listing_date, categories, cross_lists, fetched_at) values (?, ?, ?, ?)',
    ).run(day, categories, crossLists, now())
    const insert = db.prepare(
      'insert into digest_entries (listing_date, categories, cross_lists, position, arxiv_id, entry) values (?, ?, ?, ?, ?, ?)',
    )
    entries.forEach((entry, position) => {
      insert.run(day, categories, crossLists, position, entry.arxivId, JSON.stringify(entry))
    })
  })

  return {
    listing(day: string, key: ListingKey): StoredListing | null {
      const row = db
        .prepare(
          'select listing_date, fetched_at from digest_listings where listing_date = ? and categories = ? and cross_lists = ?',
        )
        .get(day, categoriesKey(key), key.crossLists ? 1 : 0) as
        | { listing_date: string; fetched_at: number }
        | undefined
      return listingOf(row, key)
    },
    /** The latest stored listing before `day` (for weekends, holidays and offline mornings). */
    latestBefore(day: string, key: ListingKey): StoredListing | null {
      const row = db
        .prepare(
          `select listing_date, fetched_at from digest_listings
           where listing_date < ? and categories = ? and cross_lists = ? order by listing_date desc limit 1`,
        )
        .get(day, categoriesKey(key), key.crossLists ? 1 : 0) as
        | { listing_date: string; fetched_at: number }
        | undefined
      return listingOf(row, key)
    },
    save(day: string, key: ListingKey, entries: readonly ArxivEntry[]): void {
      save(day, key, entries)
    },
    feedback(): FeedbackRecord[] {
      return db
        .prepare('select arxiv_id as arxivId, verdict, title, abstract from digest_feedback order by given_at')
        .all() as FeedbackRecord[]
    },
    setFeedback(record: FeedbackRecord | { arxivId: string; verdict: null }): void {
      if (record.verdict === null) {
        db.prepare('delete from digest_feedback where arxiv_id = ?').run(record.arxivId)
        return
      }
      db.prepare(
        `insert into digest_feedback (arxiv_id, verdict, title, abstract, given_at) values (?, ?, ?, ?, ?)
         on conflict (arxiv_id) do update set verdict = excluded.verdict, given_at = excluded.given_at`,
      ).run(record.arxivId, record.verdict, record.title, record.abstract, now())
    },
    /** Any stored entry with that id (the newest listing's), for feedback on a paper. */
    entry(arxivId: string): ArxivEntry | null {
      const row = db
        .prepare('select entry from digest_entries where arxiv_id = ? order by listing_date desc limit 1')
        .get(arxivId) as { entry: string } | undefined
      return row ? storedEntrySchema.parse(JSON.parse(row.entry)) : null
    },
    readIds(): Set<string> {
      return new Set(
        (db.prepare('select arxiv_id from digest_reads').all() as { arxiv_id: string }[]).map((row) => row.arxiv_id),
      )
    },
    markRead: db.transaction((arxivIds: readonly string[], read: boolean): number => {
      const statement = read
        ? db.prepare('insert into digest_reads (arxiv_id, read_at) values (?, ?) on conflict (arxiv_id) do nothing')
        : db.prepare('delete from digest_reads where arxiv_id = ?')
      let updated = 0
      for (const arxivId of arxivIds) updated += (read ? statement.run(arxivId, now()) : statement.run(arxivId)).changes
      return updated
    }),
  }
}
