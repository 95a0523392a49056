/** Turns texts into unit-length vectors of a fixed size. */
export interface Embedder {
  /** Identifies the model; an index built by another embedder is rebuilt. */
  id: string
  dimensions: number
  embed(texts: string[], signal?: AbortSignal): Promise<Float32Array[]>
}

export function normalizeVector(vector: Float32Array): Float32Array {
  let norm = 0
  for (const value of vector) norm += value * value
  norm = Math.sqrt(norm)
  if (norm > 0) for (let index = 0; index < vector.length; index += 1) vector[index] = (vector[index] ?? 0) / norm
  return vector
}
