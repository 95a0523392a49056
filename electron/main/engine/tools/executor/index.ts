export { createToolExecutor, type ToolExecutor } from './create-tool-executor'
export { type ArtifactSink, toolResultArtifactId } from './persist-result'
export type { StreamingTurn } from './streaming-turn'
export { removeExpiredToolResults, removeSessionToolResults, TOOL_RESULTS_MAX_AGE_MS } from './tool-results-files'
export type {
  ExecutorSettings,
  ToolCallFinalState,
  ToolCallRequest,
  ToolCallResult,
  ToolExecutorDeps,
  ToolLookup,
  TurnContext,
} from './types'
