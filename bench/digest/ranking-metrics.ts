/** Relevance grade per id (absent = 0). */
export type Grades = Readonly<Record<string, number>>

const gain = (grade: number) => 2 ** grade - 1

/** Normalised discounted cumulative gain of the first `k` of `ranked`. */
export function ndcgAt(ranked: readonly string[], grades: Grades, k: number): number {
  const dcg = (values: readonly number[]) =>
    values.slice(0, k).reduce((sum, grade, index) => sum + gain(grade) / Math.log2(index + 2), 0)
  const ideal = dcg(Object.values(grades).sort((a, b) => b - a))
  return ideal === 0 ? 0 : dcg(ranked.map((id) => grades[id] ?? 0)) / ideal
}

/** Share of the first `k` that are relevant at all. */
export function precisionAt(ranked: readonly string[], grades: Grades, k: number): number {
  return ranked.slice(0, k).filter((id) => (grades[id] ?? 0) > 0).length / k
}
