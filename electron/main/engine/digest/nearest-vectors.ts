import type { SimilarText } from './similarity-index'

export interface IdentifiedVector {
  id: string
  /** Unit length, as every Embedder returns them. */
  vector: Float32Array
}

const dot = (left: Float32Array, right: Float32Array) => {
  let sum = 0
  for (let index = 0; index < left.length; index += 1) sum += (left[index] ?? 0) * (right[index] ?? 0)
  return sum
}

/** For each query vector, the `limit` nearest of `candidates` by cosine similarity, best first. */
export function nearestVectors(
  queries: readonly Float32Array[],
  candidates: readonly IdentifiedVector[],
  limit: number,
  except: (position: number) => string | undefined,
): SimilarText[][] {
  return queries.map((query, position) => {
    const skipped = except(position)
    return candidates
      .filter((candidate) => candidate.id !== skipped)
      .map((candidate) => ({ id: candidate.id, similarity: dot(query, candidate.vector) }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, limit)
  })
}
