import type { AgentEvent } from '../../../shared/contract/events'
import type { ModelMessage } from '../providers/model-message'
import type { AgentRuntimeDeps } from './agent-runtime-deps'
import { Compactor } from './compaction/compactor'
import { keptFileStates } from './compaction/kept-file-states'
import { runAgent } from './loop/run-agent'
import type { RunOutcome } from './loop/run-outcome'
import type { AgentRunRecord } from './store/agent-run-record'
import { modelContext } from './store/model-context'
import type { StoredMessage } from './store/stored-message'
import { timelineEvents } from './timeline-events'

export class SessionBusyError extends Error {
  constructor(readonly runId: string) {
    super('The agent is still working on this session.')
    this.name = 'SessionBusyError'
  }
}

export class UnknownRunError extends Error {
  constructor(readonly runId: string) {
    super(`No run ${runId} in this session.`)
    this.name = 'UnknownRunError'
  }
}

export interface SessionHistory {
  messages: StoredMessage[]
  runs: AgentRunRecord[]
  activeRunId: string | null
  /** Subscribe with this `afterSeq` to see the active run continue from where the stored messages end. */
  resumeAfterSeq: number
}

const maxCarriedSessions = 50

interface ActiveRun {
  runId: string
  controller: AbortController
  done: Promise<RunOutcome>
  progress: { committedSeq: number }
}

/** Sessions → runs: at most one run per session at a time; runs stream through the event bus and are stored by step. */
export class AgentRuntime {
  private readonly active = new Map<string, ActiveRun>()
  private readonly finished = new Map<string, Promise<RunOutcome>>()
  /** Per session, the lifetime of work that outlives a run (teammates). */
  private readonly sessionWork = new Map<string, AbortController>()
  /** Each session's model context and cost after its last run, so a run does not re-read the whole history. */
  private readonly carried = new Map<string, { context: ModelMessage[]; sessionCost: number }>()
  readonly compactor: Compactor

  constructor(private readonly deps: AgentRuntimeDeps) {
    this.compactor = new Compactor(() => deps.settings().compaction, deps.compactionRequests)
    deps.store.closeInterruptedRuns(deps.now())
  }

  /** Starts a run and returns at once; its events stream through the bus. */
  prompt(sessionId: string, prompt: string): { runId: string } {
    return this.start(sessionId, prompt, undefined)
  }

  private start(sessionId: string, prompt: string, followsRunId: string | null | undefined): { runId: string } {
    const current = this.active.get(sessionId)
    if (current) throw new SessionBusyError(current.runId)
    const runId = `run_${this.deps.createId()}`
    const controller = new AbortController()
    const progress = { committedSeq: this.deps.events.lastSeq() }
    const done = runAgent(this.deps, this.compactor, {
      runId,
      sessionId,
      prompt,
      ...(followsRunId === undefined ? {} : { followsRunId }),
      signal: controller.signal,
      sessionSignal: () => this.sessionWorkSignal(sessionId),
      carried: this.carried.get(sessionId),
      onCommitted: (seq) => {
        progress.committedSeq = seq
      },
      onFinished: (carried) => {
        // Before run-end is sent: a client that sees it may prompt the session again at once.
        if (this.active.get(sessionId)?.runId === runId) this.active.delete(sessionId)
        this.carried.delete(sessionId)
        this.carried.set(sessionId, carried)
        const oldest = this.carried.keys().next().value
        if (this.carried.size > maxCarriedSessions && oldest !== undefined) this.carried.delete(oldest)
      },
    })
      .catch((error: unknown) => this.failedToRun(sessionId, runId, error))
      .finally(() => {
        if (this.active.get(sessionId)?.runId === runId) this.active.delete(sessionId)
      })
    this.active.set(sessionId, { runId, controller, done, progress })
    this.finished.set(runId, done)
    return { runId }
  }

  /**
   * Sets the run `runId` and everything after it aside as the earlier version of that message, then runs its prompt
   * again (`prompt` replaces it when the user edited it) as the next version.
   */
  rerun(sessionId: string, runId: string, prompt?: string): { runId: string } {
    const current = this.active.get(sessionId)
    if (current) throw new SessionBusyError(current.runId)
    const run = this.deps.store.runs(sessionId).find((candidate) => candidate.id === runId)
    const shelved = run ? this.deps.store.shelveFrom(sessionId, runId) : null
    if (!run || !shelved) throw new UnknownRunError(runId)
    this.contextChanged(sessionId)
    this.deps.events.emit({ type: 'runs-removed', sessionId, runId, runIds: shelved.shelved })
    return this.start(sessionId, prompt ?? run.prompt, shelved.followsRunId)
  }

  /** Shows version `runId` of its message (and what followed it then) in place of the version shown now. */
  showVersion(sessionId: string, runId: string): boolean {
    const current = this.active.get(sessionId)
    if (current) throw new SessionBusyError(current.runId)
    const shown = this.deps.store.showVersion(sessionId, runId)
    if (!shown) throw new UnknownRunError(runId)
    this.contextChanged(sessionId)
    this.deps.events.emit({ type: 'version-shown', sessionId, runId })
    return true
  }

  /** The conversation the model sees is another one now: nothing carried, and file states only for what it holds. */
  private contextChanged(sessionId: string): void {
    this.carried.delete(sessionId)
    // read_file may answer "unchanged" only for content the conversation still holds.
    const fileState = this.deps.fileState(sessionId)
    fileState.restore(keptFileStates(fileState.snapshot(), modelContext(this.deps.store.messages(sessionId)), []))
  }

  /** A run that could not even be recorded (the session vanished, the disk failed): say so instead of crashing. */
  private failedToRun(sessionId: string, runId: string, error: unknown): RunOutcome {
    this.deps.onInternalError?.(error)
    const reason = error instanceof Error ? error.message : String(error)
    const info = {
      code: 'internal',
      message: `The run could not be recorded: ${reason}`,
      hint: 'Check that the session still exists and the disk is writable, then try again.',
    }
    this.deps.events.emit({ type: 'error', sessionId, runId, ...info })
    this.deps.events.emit({ type: 'run-end', sessionId, runId, reason: 'error', steps: 0 })
    return { runId, status: 'error', steps: 0, error: info }
  }

  /**
   * Stops the session's run (its stream, tools, subagents and questions) and the session's teammates, which may work
   * on after the run has ended. A `runId` that is not the active run stops nothing while another run is active.
   */
  cancel(sessionId: string, runId?: string): boolean {
    const current = this.active.get(sessionId)
    if (current && runId !== undefined && current.runId !== runId) return false
    current?.controller.abort(new Error('Stopped by the user.'))
    const stoppedWork = this.stopSessionWork(sessionId, 'Stopped by the user.')
    return current !== undefined || stoppedWork
  }

  /** Stops the session's teammates only; the active run, if any, goes on. */
  stopTeammates(sessionId: string): boolean {
    return this.stopSessionWork(sessionId, 'Stopped by the user.')
  }

  private sessionWorkSignal(sessionId: string): AbortSignal {
    let work = this.sessionWork.get(sessionId)
    if (!work) {
      work = new AbortController()
      this.sessionWork.set(sessionId, work)
    }
    return work.signal
  }

  /** Returns whether there was work to stop; the next run of the session starts a new lifetime. */
  private stopSessionWork(sessionId: string, reason: string): boolean {
    const work = this.sessionWork.get(sessionId)
    if (!work) return false
    this.sessionWork.delete(sessionId)
    work.abort(new Error(reason))
    return true
  }

  /** Resolves when the run ends (any way). */
  wait(runId: string): Promise<RunOutcome> {
    const done = this.finished.get(runId)
    if (!done) return Promise.reject(new Error(`Unknown run ${runId}.`))
    return done
  }

  activeRun(sessionId: string): string | null {
    return this.active.get(sessionId)?.runId ?? null
  }

  history(sessionId: string): SessionHistory {
    const current = this.active.get(sessionId)
    return {
      messages: this.deps.store.messages(sessionId),
      runs: this.deps.store.runs(sessionId),
      activeRunId: current?.runId ?? null,
      resumeAfterSeq: current ? current.progress.committedSeq : this.deps.events.lastSeq(),
    }
  }

  /**
   * The session's timeline as events: stored steps rebuilt as events (seq 0), then the buffered events of the step
   * in flight. Feed them to the same reducer as live events, then subscribe after `lastSeq`.
   */
  timeline(sessionId: string): { events: AgentEvent[]; lastSeq: number } {
    const history = this.history(sessionId)
    const stored = timelineEvents(history.messages, history.runs, history.activeRunId)
    const live = history.activeRunId ? this.deps.events.replay({ sessionId, afterSeq: history.resumeAfterSeq }) : []
    return { events: [...stored, ...live], lastSeq: Math.max(this.deps.events.lastSeq(), 0) }
  }

  /** Drops what is kept in memory for a deleted session. */
  forget(sessionId: string): void {
    this.carried.delete(sessionId)
    this.stopSessionWork(sessionId, 'The session was deleted.')
  }

  /** Cancels every run and waits for them to end (engine shutdown). */
  async dispose(): Promise<void> {
    const runs = [...this.active.values()]
    for (const run of runs) run.controller.abort(new Error('The app is closing.'))
    for (const sessionId of [...this.sessionWork.keys()]) this.stopSessionWork(sessionId, 'The app is closing.')
    await Promise.allSettled(runs.map((run) => run.done))
  }
}
