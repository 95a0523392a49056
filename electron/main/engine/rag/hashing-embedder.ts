import { type Embedder, normalizeVector } from './embedder'

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193)
  }
  return value >>> 0
}

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * A weight-free lexical embedder (signed feature hashing of words and word pairs). It needs no model download, so
 * the library is searchable on any machine; a neural embedder replaces it when one is configured.
 */
export function createHashingEmbedder(dimensions = 384): Embedder {
  return {
    id: `hashing-${dimensions}`,
    dimensions,
    async embed(texts) {
      return texts.map((text) => {
        const vector = new Float32Array(dimensions)
        const words = tokens(text)
        const features = [...words, ...words.slice(1).map((word, index) => `${words[index]} ${word}`)]
        for (const feature of features) {
          const value = hash(feature)
          vector[value % dimensions] = (vector[value % dimensions] ?? 0) + ((value >>> 31) & 1 ? 1 : -1)
        }
        return normalizeVector(vector)
      })
    },
  }
}
