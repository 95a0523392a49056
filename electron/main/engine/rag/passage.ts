/** A retrieved stretch of a paper, with where it comes from. */
export interface Passage {
  /** The citation key the answer must use, e.g. "P2". */
  key: string
  chunkId: number
  paperId: string
  paperTitle: string
  firstAuthor: string
  year: number | null
  section: string
  pageStart: number
  pageEnd: number
  text: string
  score: number
}
