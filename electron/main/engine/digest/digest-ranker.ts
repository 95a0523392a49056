import type { DigestReason } from '../../../shared/contract/commands/digest'
import type { ArxivEntry } from '../library/arxiv/arxiv-atom-parser'
import type { FeedbackRecord } from './digest-store'
import { distinctTerms } from './digest-terms'
import { followedAuthor, mentionedKeywords } from './follows'
import type { LibraryDocument } from './library-documents'
import { type IdentifiedVector, nearestVectors } from './nearest-vectors'
import { createSimilarityIndex, type SimilarityIndex, type SimilarText } from './similarity-index'

/**
 * BM25 scores have no fixed scale (they grow with the library), so each kind of closeness is divided by the day's
 * best, and a text counts as "close" at this share of the best match or more.
 */
const CLOSE_FRACTION = 0.25
const NEIGHBOURS = 3
const LIBRARY_NEIGHBOURS = 20
const TITLES_SHOWN = 3
const AUTHOR_BONUS = 1
const KEYWORD_BONUS = 0.5
const MORE_WEIGHT = 0.7
const LESS_WEIGHT = 1
/** A paper the reader marked itself moves to the top or the bottom. */
const OWN_VERDICT = 10

export interface Follows {
  authors: readonly string[]
  keywords: readonly string[]
}

/** The embedding model's vectors of the listing (in its order) and of the library's papers. */
export interface ListingMeaning {
  entries: readonly Float32Array[]
  library: readonly IdentifiedVector[]
}

export interface RankedEntry {
  entry: ArxivEntry
  score: number
  reasons: DigestReason[]
}

const textOf = (entry: ArxivEntry) => `${entry.title}\n${entry.abstract}`
/** Being close to one library paper counts most; more close papers add a little. */
const FURTHER_NEIGHBOUR_WEIGHT = 0.25
const strength = (neighbours: readonly SimilarText[]) =>
  neighbours
    .slice(0, NEIGHBOURS)
    .reduce((sum, hit, index) => sum + hit.similarity * (index === 0 ? 1 : FURTHER_NEIGHBOUR_WEIGHT), 0)

interface Closeness {
  /** 0 to 1: this paper's share of the day's strongest closeness. */
  share: number
  close: SimilarText[]
}

/**
 * How telling each word of the day's papers is: its inverse document frequency over the listing itself, so words
 * every paper uses that day ("galaxies", "observations") count little and rare ones much.
 */
function listingTermWeights(entries: readonly ArxivEntry[]): (term: string) => number {
  const frequency = new Map<string, number>()
  for (const entry of entries) {
    for (const term of distinctTerms(textOf(entry))) frequency.set(term, (frequency.get(term) ?? 0) + 1)
  }
  const count = entries.length
  return (term) => {
    const seen = frequency.get(term) ?? 0
    return Math.log(1 + (count - seen + 0.5) / (seen + 0.5))
  }
}

/** Each entry's neighbours in `index`, scaled by the listing's best. */
function closenessOf(
  index: SimilarityIndex,
  entries: readonly ArxivEntry[],
  limit: number,
  except: (entry: ArxivEntry) => string | undefined,
  termWeight: (term: string) => number,
): Closeness[] {
  const neighbours = entries.map((entry) => index.similar(textOf(entry), limit, except(entry), termWeight))
  const bestStrength = Math.max(0, ...neighbours.map(strength))
  const bestMatch = Math.max(0, ...neighbours.map((hits) => hits[0]?.similarity ?? 0))
  return neighbours.map((hits) => ({
    share: bestStrength > 0 ? strength(hits) / bestStrength : 0,
    close: bestMatch > 0 ? hits.filter((hit) => hit.similarity >= CLOSE_FRACTION * bestMatch) : [],
  }))
}

/**
 * Cosine similarities sit on a floor that depends on the model (unrelated texts score 0.3 to 0.7 with common ones), so
 * the embedding closeness is spread over the day's range instead: the weakest paper of the listing gets 0, the
 * strongest 1, and a library paper counts as "close" in the upper part of the range of best matches.
 */
const MEANING_CLOSE_FRACTION = 0.6
function meaningClosenessOf(neighbours: readonly SimilarText[][]): Closeness[] {
  const strengths = neighbours.map(strength)
  const weakest = Math.min(...strengths)
  const strongest = Math.max(...strengths)
  const bests = neighbours.map((hits) => hits[0]?.similarity ?? 0)
  const floor = Math.min(...bests)
  const threshold = floor + MEANING_CLOSE_FRACTION * (Math.max(...bests) - floor)
  return neighbours.map((hits, position) => ({
    share: strongest > weakest ? ((strengths[position] ?? weakest) - weakest) / (strongest - weakest) : 0,
    close: strongest > weakest ? hits.filter((hit) => hit.similarity >= threshold) : [],
  }))
}

/** The library papers either measure finds close, those both find first. */
function fused(words: Closeness, meaning: Closeness): Closeness {
  const inMeaning = new Set(meaning.close.map((hit) => hit.id))
  const inWords = new Set(words.close.map((hit) => hit.id))
  const both = words.close.filter((hit) => inMeaning.has(hit.id))
  return {
    share: (words.share + meaning.share) / 2,
    close: [
      ...both,
      ...words.close.filter((hit) => !inMeaning.has(hit.id)),
      ...meaning.close.filter((hit) => !inWords.has(hit.id)),
    ],
  }
}

/**
 * Ranks a listing by the library (BM25 of each paper's title and abstract against the library's papers, notes and
 * highlights weighing more; averaged with the embedding model's closeness when its vectors are given), followed authors and keywords, and the reader's earlier feedback; ties keep arXiv's
 * order.
 */
export function createDigestRanker(library: readonly LibraryDocument[], feedback: readonly FeedbackRecord[]) {
  const libraryIndex = createSimilarityIndex(library)
  const titles = new Map(library.map((document) => [document.id, document.title]))
  const ownArxivIds = new Map(
    library.flatMap((document) => (document.arxivId ? [[document.arxivId, document.id]] : [])),
  )
  const asText = (record: FeedbackRecord) => ({
    id: record.arxivId,
    title: record.title,
    abstract: record.abstract,
    annotations: '',
  })
  const more = createSimilarityIndex(feedback.filter((record) => record.verdict === 'more').map(asText))
  const less = createSimilarityIndex(feedback.filter((record) => record.verdict === 'less').map(asText))
  const verdicts = new Map(feedback.map((record) => [record.arxivId, record.verdict]))
  const feedbackTitles = new Map(feedback.map((record) => [record.arxivId, record.title]))

  const feedbackReason = (verdict: 'more' | 'less', closeness: Closeness | undefined): DigestReason[] => {
    const [hit] = closeness?.close ?? []
    return hit ? [{ kind: 'feedback', verdict, title: feedbackTitles.get(hit.id) ?? hit.id }] : []
  }

  return {
    rank(entries: readonly ArxivEntry[], follows: Follows, meaning?: ListingMeaning): RankedEntry[] {
      const weights = listingTermWeights(entries)
      const ownId = (entry: ArxivEntry | undefined) => (entry ? ownArxivIds.get(entry.arxivId) : undefined)
      const wordCloseness = closenessOf(libraryIndex, entries, LIBRARY_NEIGHBOURS, ownId, weights)
      const libraryCloseness = meaning
        ? meaningClosenessOf(
            nearestVectors(meaning.entries, meaning.library, LIBRARY_NEIGHBOURS, (position) =>
              ownId(entries[position]),
            ),
          ).map((closeness, position) => {
            const words = wordCloseness[position]
            return words ? fused(words, closeness) : closeness
          })
        : wordCloseness
      const moreCloseness = closenessOf(more, entries, NEIGHBOURS, (entry) => entry.arxivId, weights)
      const lessCloseness = closenessOf(less, entries, NEIGHBOURS, (entry) => entry.arxivId, weights)
      const rankOne = (entry: ArxivEntry, position: number): RankedEntry => {
        const reasons: DigestReason[] = []
        const library = libraryCloseness[position]
        let score = library?.share ?? 0
        if (library && library.close.length > 0) {
          reasons.push({
            kind: 'library',
            count: library.close.length,
            titles: library.close.slice(0, TITLES_SHOWN).map((hit) => titles.get(hit.id) ?? hit.id),
          })
        }
        const author = followedAuthor(entry.authors, follows.authors)
        if (author) {
          score += AUTHOR_BONUS
          reasons.push({ kind: 'author', author })
        }
        for (const keyword of mentionedKeywords(textOf(entry), follows.keywords)) {
          score += KEYWORD_BONUS
          reasons.push({ kind: 'keyword', keyword })
        }
        const own = verdicts.get(entry.arxivId)
        if (own) score += own === 'more' ? OWN_VERDICT : -OWN_VERDICT
        score += MORE_WEIGHT * (moreCloseness[position]?.share ?? 0)
        score -= LESS_WEIGHT * (lessCloseness[position]?.share ?? 0)
        reasons.push(
          ...feedbackReason('more', moreCloseness[position]),
          ...feedbackReason('less', lessCloseness[position]),
        )
        return { entry, score, reasons }
      }
      return entries
        .map((entry, position) => ({ ranked: rankOne(entry, position), position }))
        .sort((a, b) => b.ranked.score - a.ranked.score || a.position - b.position)
        .map(({ ranked }) => ranked)
    },
  }
}
