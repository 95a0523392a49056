/** The baseline: plain BM25 (k1 1.2, b 0.75, no stemming, no stop words) over whole pages. */
const K1 = 1.2
const B = 0.75

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

export interface BaselineUnit {
  file: string
  page: number
  text: string
}

export function createPageBm25(units: BaselineUnit[]) {
  const termCounts = units.map((unit) => {
    const counts = new Map<string, number>()
    for (const word of words(unit.text)) counts.set(word, (counts.get(word) ?? 0) + 1)
    return counts
  })
  const lengths = units.map((unit) => words(unit.text).length)
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, units.length)
  const documentFrequency = new Map<string, number>()
  for (const counts of termCounts) {
    for (const term of counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1)
  }
  return (question: string, k: number): BaselineUnit[] => {
    const terms = [...new Set(words(question))]
    const scored = units.map((unit, index) => {
      let score = 0
      for (const term of terms) {
        const frequency = termCounts[index]?.get(term) ?? 0
        if (frequency === 0) continue
        const df = documentFrequency.get(term) ?? 0
        const idf = Math.log(1 + (units.length - df + 0.5) / (df + 0.5))
        const norm = K1 * (1 - B + (B * (lengths[index] ?? 0)) / averageLength)
        score += (idf * frequency * (K1 + 1)) / (frequency + norm)
      }
      return { unit, score }
    })
    return scored
      .sort((a, b) => b.score - a.score)
      .slice(0, k)
      .map((entry) => entry.unit)
  }
}
