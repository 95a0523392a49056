/** When and how the conversation is compacted (AstroResearch's three levels). */
export interface CompactionSettings {
  /** Share of the context window above which stale tool output is replaced by placeholders. */
  microRatio: number
  /** The soft limit: share of the context window above which the conversation is summarised. */
  autoRatio: number
  /** The most recent tool results micro compaction never touches. */
  keepRecentToolResults: number
  /** Tool output shorter than this is left alone. */
  placeholderMinChars: number
  /** Consecutive failed summaries after which automatic compaction stops trying. */
  maxFailures: number
  /** Recent read_file results restored after a summary, and their size. */
  restoreFiles: number
  restoreMaxChars: number
}

export const defaultCompactionSettings: CompactionSettings = {
  microRatio: 0.5,
  autoRatio: 0.75,
  keepRecentToolResults: 3,
  placeholderMinChars: 200,
  maxFailures: 3,
  restoreFiles: 5,
  restoreMaxChars: 8000,
}
