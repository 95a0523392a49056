import type { LibraryService } from './library-service'

/**
 * Parses again, one after another, the papers an older version of the parser read, so an upgraded library gets the
 * parser's fixes; each parse reports its progress and has the paper indexed again. Stops between papers when told to.
 */
export async function reparseOutdated(
  library: () => LibraryService,
  signal: AbortSignal,
  onFailure: (paperId: string, error: unknown) => void,
): Promise<number> {
  let parsed = 0
  for (const paperId of library().outdatedParses()) {
    if (signal.aborted) break
    try {
      await library().parse(paperId, { signal })
      parsed++
    } catch (error) {
      if (!signal.aborted) onFailure(paperId, error)
    }
  }
  return parsed
}
