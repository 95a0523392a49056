import type { AgentEvent, EventInput } from '../../../shared/contract/events'
import type { FileStateCache } from '../fs/file-state-cache'
import type { Price } from '../providers/cost'
import type { LanguageModel } from '../providers/language-model'
import type { ToolSpec } from '../providers/model-message'
import type { ToolExecutor } from '../tools/executor'
import type { SubagentOutcome, SubagentRequest } from '../tools/subagent-port'
import type { CompactionRequests } from './compaction/compaction-requests'
import type { CompactionSettings } from './compaction/compaction-settings'
import type { AgentMessageStore } from './store/agent-message-store'

/** The model a run uses and what its tokens cost; resolved at the start of every run so Settings changes apply. */
export interface ResolvedModel {
  model: LanguageModel
  price: Price | undefined
}

/** No usable provider: the message says what to set. */
export class ModelUnavailableError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message)
    this.name = 'ModelUnavailableError'
  }
}

export interface AgentRuntimeDeps {
  store: AgentMessageStore
  events: {
    emit(event: EventInput): AgentEvent
    lastSeq(): number
    replay(filter: { sessionId?: string; afterSeq?: number }): AgentEvent[]
  }
  executor: ToolExecutor
  /** The tools offered to an agent (its whitelist), sorted by name; every tool for null (subagents). */
  toolSpecs(agent: string | null): Promise<ToolSpec[]>
  /** The model the session talks to: its own choice, else the active provider. */
  resolveModel(sessionId: string): Promise<ResolvedModel>
  /** Read at every run: max steps and compaction thresholds. */
  settings(): { maxSteps: number; compaction: CompactionSettings }
  compactionRequests: CompactionRequests
  /** Read at the start of every run and agent switch: the run's prompt ranks the memories recalled into it. */
  systemPrompt(sessionId: string, prompt: string, agent: string): Promise<string>
  fileState(sessionId: string): FileStateCache
  /** Runs a subagent for a tool of the given run (the `subagent` tool, fork skills, teammates); its cost is in the outcome. */
  runSubagent(parent: { sessionId: string; runId: string }, request: SubagentRequest): Promise<SubagentOutcome>
  /** Background results waiting for the model, shown before its next step; each is handed over once. */
  notices(sessionId: string): string | null
  now(): number
  createId(): string
  /** Where unexpected failures are logged. */
  onInternalError?(error: unknown): void
}
