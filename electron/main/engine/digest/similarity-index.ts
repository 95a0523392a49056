import MiniSearch from 'minisearch'
import { distinctTerms, processTerm } from './digest-terms'

interface IndexedText {
  id: string
  title: string
  abstract: string
  /** The reader's own words about the paper (notes, highlights); they weigh more than the paper's. */
  annotations: string
}

export interface SimilarText {
  id: string
  /** BM25 score per unit of query-word weight (an average over its words), so long and short abstracts compare. */
  similarity: number
}

const FIELD_BOOST = { title: 2, abstract: 1, annotations: 3 }

/** BM25 (MiniSearch) over a set of texts, asked with a whole title and abstract. */
export function createSimilarityIndex(texts: readonly IndexedText[]) {
  const index = new MiniSearch<IndexedText>({
    fields: ['title', 'abstract', 'annotations'],
    processTerm,
    searchOptions: { boost: FIELD_BOOST, combineWith: 'OR' },
  })
  index.addAll(texts)
  return {
    size: texts.length,
    /**
     * The texts closest to `text`, best first; `termWeight` says how much each of its words counts (by default all
     * alike).
     */
    similar(
      text: string,
      limit: number,
      exceptId?: string,
      termWeight: (term: string) => number = () => 1,
    ): SimilarText[] {
      if (texts.length === 0) return []
      const terms = distinctTerms(text)
      const totalWeight = terms.reduce((sum, term) => sum + termWeight(term), 0)
      if (totalWeight === 0) return []
      return index
        .search(terms.join(' '), { boostTerm: (term) => termWeight(term) })
        .filter((hit) => hit.id !== exceptId)
        .slice(0, limit)
        .map((hit) => ({ id: String(hit.id), similarity: hit.score / totalWeight }))
    },
  }
}

export type SimilarityIndex = ReturnType<typeof createSimilarityIndex>
