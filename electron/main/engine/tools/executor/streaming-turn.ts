import { ParallelGroup } from './parallel-group'
import { prepareCall } from './prepare-call'
import { runAndFinalize } from './run-call'
import type { PreparedCall, TurnScope } from './turn-scope'
import type { ToolCallRequest, ToolCallResult } from './types'

/** A turn whose calls arrive one by one while the model still streams. */
export interface StreamingTurn {
  /** Hand over a call as soon as its arguments are complete. Calls are checked in the order they are added. */
  addCall(call: ToolCallRequest): void
  /** No more calls: waits for every call (agent switches run now, last) and returns results in call order. */
  finish(): Promise<ToolCallResult[]>
}

/**
 * The one scheduler: a concurrency-safe call starts as soon as it is prepared if only safe calls run
 * before it; a call that is not safe waits for everything before it and runs alone, and later calls wait for it.
 */
export class StreamingTurnRunner implements StreamingTurn {
  private readonly results: ToolCallResult[] = []
  private readonly agentSwitches: PreparedCall[] = []
  private preparing: Promise<void> = Promise.resolve()
  private executing: Promise<void> = Promise.resolve()
  private open: ParallelGroup | null = null
  private added = 0
  private finished = false

  constructor(private readonly scope: TurnScope) {}

  addCall(call: ToolCallRequest): void {
    if (this.finished) throw new Error('This streaming turn has finished; start a new one for more calls.')
    const index = this.added++
    this.preparing = this.preparing.then(async () => {
      // Checked (and asked about) once the calls before it have run, as the instructions tell the model: a second
      // CONFIRM call is asked about after the first has run. Calls beside a running safe batch still start at once.
      await this.executing
      const preparation = await prepareCall(this.scope, this.refuseSecondAgentSwitch(call), index)
      if (preparation.kind === 'done') this.results[index] = preparation.result
      else this.schedule(preparation.call)
    })
  }

  async finish(): Promise<ToolCallResult[]> {
    this.finished = true
    await this.preparing
    this.closeOpenGroup()
    await this.executing
    for (const call of this.agentSwitches) this.results[call.index] = await runAndFinalize(this.scope, call, null)
    return this.results
  }

  /** One agent takes over per reply: a later agent switch in the same reply is refused, with what to do instead. */
  private refuseSecondAgentSwitch(call: ToolCallRequest): ToolCallRequest {
    if (this.agentSwitches.length === 0 || !this.scope.deps.tools.get(call.name)?.isAgentSwitch) return call
    return {
      ...call,
      refusal:
        `${call.name} was not run: only one ${call.name} runs per reply, and an earlier one in this reply already ` +
        `hands the work over. Call ${call.name} again in a later reply, once that agent has finished.`,
    }
  }

  private schedule(call: PreparedCall): void {
    if (call.tool.isAgentSwitch) {
      this.agentSwitches.push(call)
      return
    }
    if (call.safe) {
      this.open ??= new ParallelGroup(this.scope, this.executing, this.results)
      this.open.add(call)
      return
    }
    this.closeOpenGroup()
    this.executing = this.executing.then(async () => {
      this.results[call.index] = await runAndFinalize(this.scope, call, null)
    })
  }

  private closeOpenGroup(): void {
    if (!this.open) return
    this.executing = this.open.settled()
    this.open = null
  }
}
