import type { LibraryService } from '../../../electron/main/engine/library/library-service'
import type { ToolContext } from '../../../electron/main/engine/tools/define-tool'

/** A tool context with the library service and a progress recorder; the rest is inert. */
export function toolContext(library: LibraryService | undefined, signal = new AbortController().signal) {
  const progress: Record<string, unknown>[] = []
  const states = new Map<string, { mtimeMs: number; offset: number; limit: number | null }>()
  const context: ToolContext = {
    signal,
    sessionId: 'session-1',
    runId: 'run-1',
    callId: 'call-1',
    agent: 'main',
    silent: false,
    progress: (value) => progress.push(value),
    fileState: {
      get: (path) => states.get(path),
      set: (path, state) => states.set(path, state),
      invalidate: (path) => states.delete(path),
      snapshot: () => new Map(states),
    },
    services: { dataDir: '/nonexistent', library },
  }
  return { context, progress }
}
