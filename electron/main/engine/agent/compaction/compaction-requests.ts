/** The manual-compaction flag `compress_context` sets; the loop reads and clears it before the next model call. */
export interface CompactionRequests {
  request(sessionId: string): void
  isRequested(sessionId: string): boolean
  clear(sessionId: string): void
}

export function createCompactionRequests(): CompactionRequests {
  const requested = new Set<string>()
  return {
    request: (sessionId) => {
      requested.add(sessionId)
    },
    isRequested: (sessionId) => requested.has(sessionId),
    clear: (sessionId) => {
      requested.delete(sessionId)
    },
  }
}
