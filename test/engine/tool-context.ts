import { InMemoryFileStateCache } from '../../electron/main/engine/fs/file-state-cache'
import type { ToolContext } from '../../electron/main/engine/tools/define-tool'

/**
 * A ToolContext for calling a tool's execute directly; override what the test is about. Nested tool runs and
 * subagents fail loudly unless the test provides them.
 */
export function createToolContext(overrides: Partial<ToolContext> = {}): ToolContext {
  const signal = new AbortController().signal
  return {
    signal,
    runSignal: signal,
    sessionSignal: signal,
    sessionId: 's1',
    runId: 'r1',
    callId: 'c1',
    agent: 'main',
    silent: false,
    progress: () => undefined,
    fileState: new InMemoryFileStateCache(),
    runTool: async (call) => {
      throw new Error(`This test runs no nested tools (asked for ${call.name}).`)
    },
    runSubagent: async () => {
      throw new Error('This test runs no subagents.')
    },
    ...overrides,
  }
}
