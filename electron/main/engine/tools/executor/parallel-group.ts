import { Interrupt } from './interrupt'
import { runAndFinalize } from './run-call'
import type { PreparedCall, TurnScope } from './turn-scope'
import type { ToolCallResult } from './types'

/**
 * A parallel batch: members start together once `start` resolves (at once if it already has); a failing
 * `causesSiblingAbort` member aborts the others (Cancel ones stop, Block ones finish).
 */
export class ParallelGroup {
  private readonly siblings = new Interrupt()
  private readonly members: Promise<void>[] = []

  constructor(
    private readonly scope: TurnScope,
    private readonly start: Promise<void>,
    private readonly results: ToolCallResult[],
  ) {}

  add(call: PreparedCall): void {
    this.members.push(
      this.start.then(async () => {
        this.results[call.index] = await runAndFinalize(this.scope, call, this.siblings, (outcome) => {
          if (call.tool.causesSiblingAbort && outcome.state === 'error') {
            this.siblings.trigger(`${call.name} failed in the same batch`)
          }
        })
      }),
    )
  }

  settled(): Promise<void> {
    return Promise.all(this.members).then(() => undefined)
  }
}
