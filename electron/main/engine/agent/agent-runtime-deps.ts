import type { AgentEvent, EventInput } from '../../../shared/contract/events'
import type { Price } from '../providers/cost'
import type { LanguageModel } from '../providers/language-model'
import type { ToolSpec } from '../providers/model-message'
import type { FileStateCache } from '../tools/define-tool'
import type { ToolExecutor } from '../tools/executor'
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
  /** The tools offered to the model, sorted by name (the registry's definitions). */
  toolSpecs(): ToolSpec[]
  /** The model the session talks to: its own choice, else the active provider. */
  resolveModel(sessionId: string): Promise<ResolvedModel>
  /** Read at every run: max steps and compaction thresholds. */
  settings(): { maxSteps: number; compaction: CompactionSettings }
  compactionRequests: CompactionRequests
  systemPrompt(sessionId: string): string
  fileState(sessionId: string): FileStateCache
  now(): number
  createId(): string
  /** Where unexpected failures are logged. */
  onInternalError?(error: unknown): void
}
