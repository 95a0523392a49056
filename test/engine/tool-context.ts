import type { ToolContext, ToolServices } from '../../electron/main/engine/tools/define-tool'

/** A ToolContext for calling a tool's execute directly; override what the test is about. */
export function createToolContext(
  services: Partial<ToolServices> = {},
  overrides: Partial<ToolContext> = {},
): ToolContext {
  return {
    signal: new AbortController().signal,
    sessionId: 's1',
    runId: 'r1',
    callId: 'c1',
    agent: 'main',
    silent: false,
    progress: () => undefined,
    fileState: { get: () => undefined, set: () => undefined, invalidate: () => undefined, snapshot: () => new Map() },
    services: { dataDir: '/tmp', ...services },
    ...overrides,
  }
}
