import type { LanguageModel } from '../../providers/language-model'
import type { ModelMessage, ToolSpec } from '../../providers/model-message'
import { CompactionCircuitBreaker } from './circuit-breaker'
import type { CompactionRequests } from './compaction-requests'
import type { CompactionSettings } from './compaction-settings'
import { estimateContextTokens } from './estimate-tokens'
import { microCompact } from './micro-compact'
import { summarizeConversation } from './summarize-conversation'

export type CompactionLevel = 'micro' | 'auto' | 'manual'

export interface CompactionRecord {
  level: CompactionLevel
  tokensBefore: number
  tokensAfter: number
}

export interface CompactionOutcome {
  messages: ModelMessage[]
  /** Every compaction that happened, for `compaction` events. */
  compactions: CompactionRecord[]
  /** A summary replaced the conversation: persist it so a reload rebuilds the same context. */
  summary: (CompactionRecord & { messages: ModelMessage[] }) | null
  /** The read_file calls a summary restored whole (their content is still the model's). */
  restoredCallIds: string[]
  /** A summary was attempted and failed (the conversation is left as it was). */
  failure: string | null
}

export interface CompactionInput {
  sessionId: string
  model: LanguageModel
  system: string
  tools: readonly ToolSpec[]
  messages: ModelMessage[]
  signal: AbortSignal
  /** The provider said the context is too long: summarise whatever the estimate says. */
  force?: boolean
}

/**
 * Runs before every model call: a pending manual request (compress_context) summarises at once, whatever the breaker
 * says; otherwise stale tool output becomes placeholders above the micro threshold and the conversation is
 * summarised above the soft limit, unless repeated failures opened the circuit breaker.
 */
export class Compactor {
  private readonly breakers = new Map<string, CompactionCircuitBreaker>()

  constructor(
    private readonly settings: () => CompactionSettings,
    private readonly requests: CompactionRequests,
  ) {}

  breaker(sessionId: string): CompactionCircuitBreaker {
    let breaker = this.breakers.get(sessionId)
    if (!breaker) {
      breaker = new CompactionCircuitBreaker(this.settings().maxFailures)
      this.breakers.set(sessionId, breaker)
    }
    return breaker
  }

  async prepare(input: CompactionInput): Promise<CompactionOutcome> {
    const settings = this.settings()
    const estimate = (messages: readonly ModelMessage[]) => estimateContextTokens(input.system, input.tools, messages)
    const outcome: CompactionOutcome = {
      messages: input.messages,
      compactions: [],
      summary: null,
      restoredCallIds: [],
      failure: null,
    }
    if (this.requests.isRequested(input.sessionId)) {
      this.requests.clear(input.sessionId)
      return this.summarize(input, outcome, 'manual', estimate)
    }
    const window = input.model.contextWindow
    const before = estimate(outcome.messages)
    if (before > settings.microRatio * window || input.force) {
      const micro = microCompact(outcome.messages, {
        keepRecent: settings.keepRecentToolResults,
        minChars: settings.placeholderMinChars,
      })
      if (micro.cleared > 0) {
        outcome.messages = micro.messages
        outcome.compactions.push({ level: 'micro', tokensBefore: before, tokensAfter: estimate(micro.messages) })
      }
    }
    const needsSummary = input.force || estimate(outcome.messages) > settings.autoRatio * window
    if (!needsSummary || this.breaker(input.sessionId).isOpen) return outcome
    return this.summarize(input, outcome, 'auto', estimate)
  }

  private async summarize(
    input: CompactionInput,
    outcome: CompactionOutcome,
    level: 'auto' | 'manual',
    estimate: (messages: readonly ModelMessage[]) => number,
  ): Promise<CompactionOutcome> {
    const settings = this.settings()
    const breaker = this.breaker(input.sessionId)
    const tokensBefore = estimate(outcome.messages)
    try {
      const { messages, restoredCallIds } = await summarizeConversation(input.model, outcome.messages, {
        restoreFiles: settings.restoreFiles,
        restoreMaxChars: settings.restoreMaxChars,
        signal: input.signal,
      })
      breaker.recordSuccess()
      const record = { level, tokensBefore, tokensAfter: estimate(messages) }
      return {
        ...outcome,
        messages,
        compactions: [...outcome.compactions, record],
        summary: { ...record, messages },
        restoredCallIds,
      }
    } catch (error) {
      if (input.signal.aborted) throw error
      if (level === 'auto') breaker.recordFailure()
      const reason = error instanceof Error ? error.message : String(error)
      return { ...outcome, failure: reason }
    }
  }
}
