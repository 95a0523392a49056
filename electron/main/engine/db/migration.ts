/** One schema step. Versions are unique and applied in ascending order; gaps are allowed (areas own ranges). */
export interface Migration {
  version: number
  name: string
  sql: string
}
