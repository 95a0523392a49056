import type { ToolContext } from '../../../electron/main/engine/tools/define-tool'
import { createToolContext } from '../tool-context'

/** A tool context with a progress recorder; the rest is inert. */
export function toolContext(signal = new AbortController().signal): {
  context: ToolContext
  progress: Record<string, unknown>[]
} {
  const progress: Record<string, unknown>[] = []
  const context = createToolContext({
    signal,
    sessionId: 'session-1',
    runId: 'run-1',
    callId: 'call-1',
    progress: (value) => {
      progress.push(value)
    },
  })
  return { context, progress }
}

/** For tests that read a library tool's declaration only: the tool never reaches its library. */
export function noLibrary(): never {
  throw new Error('This test gives the tool no library.')
}
