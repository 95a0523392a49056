/**
 * Returned by a reader that reached the end of a still-growing input before it could decide; the streaming parser
 * waits for more text instead of committing to an answer it might later contradict.
 */
export const INCOMPLETE = Symbol('incomplete')
export type Incomplete = typeof INCOMPLETE

/** A window of the input: readers look at [start, end); `final` says no text will ever follow `end`. */
export interface InputWindow {
  source: string
  end: number
  final: boolean
}
