import { z } from 'zod'
import { arxivCategorySchema } from '../../domain/settings'

const isoDate = z.iso.date()

const digestVerdictSchema = z.enum(['more', 'less'])

/** Why a paper ranks where it does; the window words each in the reader's language. */
const digestReasonSchema = z.discriminatedUnion('kind', [
  /** Close to these library papers (titles, closest first; `count` may be more than listed). */
  z.object({ kind: z.literal('library'), count: z.number().int(), titles: z.array(z.string()) }),
  z.object({ kind: z.literal('author'), author: z.string() }),
  z.object({ kind: z.literal('keyword'), keyword: z.string() }),
  z.object({ kind: z.literal('topic'), topic: z.string() }),
  /** Like a paper the reader asked more of ("more") or marked not interested ("less"). */
  z.object({ kind: z.literal('feedback'), verdict: z.enum(['more', 'less']), title: z.string() }),
])
export type DigestReason = z.infer<typeof digestReasonSchema>

const digestEntrySchema = z.object({
  arxivId: z.string(),
  title: z.string(),
  abstract: z.string(),
  authors: z.array(z.string()),
  categories: z.array(z.string()),
  primaryCategory: z.string().nullable(),
  published: z.string(),
  absUrl: z.string(),
  /** Higher is closer to the reader's library and follows; 0 when nothing matched. */
  score: z.number(),
  reasons: z.array(digestReasonSchema),
  read: z.boolean(),
  feedback: digestVerdictSchema.nullable(),
  inLibrary: z.boolean(),
})
export type DigestEntry = z.infer<typeof digestEntrySchema>

/**
 * `fetched`: arXiv answered just now; `stored`: the day was fetched before; `no-announcement`: arXiv announces nothing
 * that day (weekend, holiday), the last digest is shown; `offline`: arXiv could not be reached, the last digest is
 * shown.
 */
const digestStatusSchema = z.enum(['fetched', 'stored', 'no-announcement', 'offline'])

const digestSchema = z.object({
  /** The day asked for (YYYY-MM-DD). */
  requestedDate: isoDate,
  /** The day of the listing shown; earlier than requestedDate when that day had no announcement or arXiv was down. */
  listingDate: isoDate.nullable(),
  status: digestStatusSchema,
  /** Why an earlier listing is shown (arXiv's error when offline); null otherwise. */
  message: z.string().nullable(),
  categories: z.array(z.string()),
  crossLists: z.boolean(),
  fetchedAt: z.number().nullable(),
  /** BM25 against the library alone, or fused with the embedding model of Settings → Embeddings. */
  rankedBy: z.enum(['bm25', 'bm25-and-embeddings']),
  /** Papers in the listing, before the count cut. */
  total: z.number().int(),
  unread: z.number().int(),
  entries: z.array(digestEntrySchema),
})
export type Digest = z.infer<typeof digestSchema>

/** A new paper (entered at ADS in the window) citing the reader's own papers or papers of the chosen collections. */
const citationAlertSchema = z.object({
  bibcode: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  /** ADS's publication date (YYYY-MM-00 when only the month is known). */
  pubdate: z.string().nullable(),
  arxivId: z.string().nullable(),
  /** The paper's ADS abstract page. */
  url: z.string(),
  /** Found by the reader's ORCID iD or name: it cites one of their papers. */
  citesOwn: z.boolean(),
  /** Titles of the library papers it cites. */
  cites: z.array(z.string()),
  inLibrary: z.boolean(),
})
export type CitationAlert = z.infer<typeof citationAlertSchema>

export const digestCommands = {
  /**
   * New papers citing the reader's papers or the chosen collections' papers, through NASA ADS (Settings → Digest →
   * citation alerts; the ADS token in Settings → Services). `not-set-up` when neither is chosen.
   */
  'digest.citations': {
    input: z.object({}),
    output: z.object({
      status: z.enum(['listed', 'not-set-up']),
      /** The ADS entry-date window, first and last day. */
      from: isoDate,
      to: isoDate,
      entries: z.array(citationAlertSchema),
    }),
  },
  /** The ranked listing of a day (today by default), fetched from arXiv once and stored. */
  'digest.get': {
    input: z.object({
      date: isoDate.optional(),
      /** Categories instead of Settings → Digest's for this call. */
      categories: z.array(arxivCategorySchema).min(1).max(20).optional(),
      crossLists: z.boolean().optional(),
      top: z.number().int().min(1).max(500).optional(),
      /** Rank by closeness to this topic as well as to the library. */
      topic: z.string().trim().min(2).max(300).optional(),
      /** Only what is stored, never a request to arXiv (the unread count beside the view's tab). */
      storedOnly: z.boolean().optional(),
    }),
    output: digestSchema,
  },
  /** "More like this" or "not interested": moves later rankings. `null` takes the feedback back. */
  'digest.feedback': {
    input: z.object({
      arxivId: z.string().min(1),
      verdict: digestVerdictSchema.nullable(),
    }),
    output: z.object({ arxivId: z.string(), verdict: digestVerdictSchema.nullable() }),
  },
  /** The arXiv categories the library's papers carry most, to offer a fresh Settings → Digest. */
  'digest.suggestCategories': { input: z.object({}), output: z.object({ categories: z.array(z.string()) }) },
  'digest.markRead': {
    input: z.object({ arxivIds: z.array(z.string().min(1)).min(1).max(1000), read: z.boolean().default(true) }),
    output: z.object({ updated: z.number().int() }),
  },
} as const
