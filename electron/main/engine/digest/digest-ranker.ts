import type { DigestReason } from '../../../shared/contract/commands/digest'
import type { ArxivEntry } from '../library/arxiv/arxiv-atom-parser'
import type { FeedbackRecord } from './digest-store'
import { followedAuthor, mentionedKeywords } from './follows'
import type { LibraryDocument } from './library-documents'
import { createSimilarityIndex, type SimilarText } from './similarity-index'

/** A library paper counts as "close" at this similarity (BM25 per query term) or above. */
export const CLOSE_SIMILARITY = 0.6
const NEIGHBOURS = 3
const TITLES_SHOWN = 3
const AUTHOR_BONUS = 1.5
const KEYWORD_BONUS = 0.75
const MORE_WEIGHT = 1
const LESS_WEIGHT = 1.5
/** A paper the reader marked itself moves to the top or the bottom. */
const OWN_VERDICT = 10

export interface Follows {
  authors: readonly string[]
  keywords: readonly string[]
}

export interface RankedEntry {
  entry: ArxivEntry
  score: number
  reasons: DigestReason[]
}

const textOf = (entry: ArxivEntry) => `${entry.title}\n${entry.abstract}`
const strength = (neighbours: readonly SimilarText[]) =>
  neighbours.slice(0, NEIGHBOURS).reduce((sum, hit) => sum + hit.similarity, 0)

/**
 * Ranks a listing by the library (BM25 of each paper's title and abstract against the library's papers, notes and
 * highlights weighing more), followed authors and keywords, and the reader's earlier feedback; ties keep arXiv's
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
  const verdicts = new Map(feedback.map((record) => [record.arxivId, record]))
  const feedbackTitle = new Map(feedback.map((record) => [record.arxivId, record.title]))

  const rankOne = (entry: ArxivEntry, follows: Follows): RankedEntry => {
    const reasons: DigestReason[] = []
    const text = textOf(entry)
    const neighbours = libraryIndex.similar(text, 20, ownArxivIds.get(entry.arxivId))
    let score = strength(neighbours)
    const close = neighbours.filter((hit) => hit.similarity >= CLOSE_SIMILARITY)
    if (close.length > 0) {
      reasons.push({
        kind: 'library',
        count: close.length,
        titles: close.slice(0, TITLES_SHOWN).map((hit) => titles.get(hit.id) ?? hit.id),
      })
    }
    const author = followedAuthor(entry.authors, follows.authors)
    if (author) {
      score += AUTHOR_BONUS
      reasons.push({ kind: 'author', author })
    }
    for (const keyword of mentionedKeywords(text, follows.keywords)) {
      score += KEYWORD_BONUS
      reasons.push({ kind: 'keyword', keyword })
    }
    const own = verdicts.get(entry.arxivId)
    if (own) score += own.verdict === 'more' ? OWN_VERDICT : -OWN_VERDICT
    const [liked] = more.similar(text, 1, entry.arxivId)
    if (liked) {
      score += MORE_WEIGHT * liked.similarity
      if (liked.similarity >= CLOSE_SIMILARITY) {
        reasons.push({ kind: 'feedback', verdict: 'more', title: feedbackTitle.get(liked.id) ?? liked.id })
      }
    }
    const [disliked] = less.similar(text, 1, entry.arxivId)
    if (disliked) {
      score -= LESS_WEIGHT * disliked.similarity
      if (disliked.similarity >= CLOSE_SIMILARITY) {
        reasons.push({ kind: 'feedback', verdict: 'less', title: feedbackTitle.get(disliked.id) ?? disliked.id })
      }
    }
    return { entry, score, reasons }
  }

  return {
    rank(entries: readonly ArxivEntry[], follows: Follows): RankedEntry[] {
      return entries
        .map((entry, position) => ({ ranked: rankOne(entry, follows), position }))
        .sort((a, b) => b.ranked.score - a.ranked.score || a.position - b.position)
        .map(({ ranked }) => ranked)
    },
  }
}
