import type { ToolCallFinalState } from '../../hooks/hook-types'
import { type ToolOutput, toolError } from '../define-tool'
import { callEvents } from './call-events'
import { finalizeResult } from './finalize-result'
import type { Interrupt } from './interrupt'
import { trackFileChanges } from './track-file-changes'
import { type PreparedCall, type TurnScope, toolContext } from './turn-scope'
import type { ToolCallResult } from './types'
import { withFullStop } from './with-full-stop'

export interface RunOutcome {
  output: ToolOutput
  state: ToolCallFinalState
}

/**
 * Stage 5, run one prepared call: `tool-call` running → execute (or executeWithProgress) under its time limit. A Cancel
 * tool stops at once when the turn or its batch (sibling abort) is aborted; a Block tool is shielded from that and runs
 * to the end, unless the user stops the run: then its signal aborts too (a subagent, a question stop) and a failure it
 * ends with counts as cancelled. Throws from the tool become error results.
 */
function runCall(scope: TurnScope, call: PreparedCall, siblings: Interrupt | null): Promise<RunOutcome> {
  const interrupted = scope.cancel.reason ?? siblings?.reason ?? null
  if (interrupted !== null) return Promise.resolve(cancelled(call.name, interrupted))
  callEvents.running(scope, call)
  let controller: AbortController | null = null
  let abortedWith: Error | null = null
  const abort = (reason: Error) => {
    abortedWith ??= reason
    controller?.abort(reason)
  }
  const shielded = call.tool.interruptBehavior === 'block'
  const timeoutMs = timeLimit(scope, call)
  let live = true
  const context = toolContext(
    scope,
    call.callId,
    () => {
      if (!controller) {
        controller = new AbortController()
        if (abortedWith) controller.abort(abortedWith)
      }
      return controller.signal
    },
    () => live,
  )
  return new Promise<RunOutcome>((resolve) => {
    const unsubscribes: (() => void)[] = []
    const finish = (outcome: RunOutcome) => {
      if (!live) return
      live = false
      if (timer !== null) clearTimeout(timer)
      for (const unsubscribe of unsubscribes) unsubscribe()
      resolve(outcome)
    }
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          abort(new Error('timeout'))
          finish({
            state: 'error',
            output: toolError(
              `${call.name} reached its time limit of ${formatDuration(timeoutMs)} and was stopped. ` +
                (call.tool.timeoutMs === undefined
                  ? 'The limit is Settings → General → Tool time limit; try a smaller request.'
                  : 'Try a smaller request, or give it more time if the tool takes a timeout argument.'),
            ),
          })
        }, timeoutMs)
      : null
    let stoppedWith: string | null = null
    if (shielded) {
      unsubscribes.push(
        scope.stop.subscribe((reason) => {
          stoppedWith = reason
          abort(new Error(reason))
        }),
      )
    } else {
      for (const interrupt of [scope.cancel, siblings]) {
        if (!interrupt) continue
        unsubscribes.push(
          interrupt.subscribe((reason) => {
            abort(new Error(reason))
            finish(cancelled(call.name, reason))
          }),
        )
      }
    }
    const execute = call.tool.executeWithProgress ?? call.tool.execute
    const failed = (outcome: RunOutcome) =>
      finish(stoppedWith !== null && outcome.state === 'error' ? cancelled(call.name, stoppedWith) : outcome)
    Promise.resolve()
      .then(() => execute(call.input, context))
      .then(
        (output) => failed(checkedOutput(call.name, output)),
        (error: unknown) => {
          const detail = error instanceof Error ? error.message : String(error)
          failed({ state: 'error', output: toolError(`${call.name} failed: ${detail}`) })
        },
      )
  })
}

export async function runAndFinalize(
  scope: TurnScope,
  call: PreparedCall,
  siblings: Interrupt | null,
  onOutcome?: (outcome: RunOutcome) => void,
): Promise<ToolCallResult> {
  const startedAt = scope.now()
  const outcome = await trackFileChanges(scope, call, () => runCall(scope, call, siblings))
  onOutcome?.(outcome)
  return finalizeResult(scope, { call, output: outcome.output, state: outcome.state, startedAt })
}

/** The tool's own limit (fixed or from its input); tools that declare none get Settings' default in the foreground. */
function timeLimit(scope: TurnScope, call: PreparedCall): number {
  const own = call.tool.timeoutMs
  const declared = typeof own === 'function' ? own(call.input) : own
  if (declared !== undefined) return declared
  return scope.turn.background ? Number.POSITIVE_INFINITY : scope.deps.settings().tools.timeoutSeconds * 1000
}

function checkedOutput(name: string, output: unknown): RunOutcome {
  if (
    typeof output === 'object' &&
    output !== null &&
    'content' in output &&
    typeof output.content === 'string' &&
    'isError' in output &&
    typeof output.isError === 'boolean'
  ) {
    const metadata = 'metadata' in output && isRecord(output.metadata) ? output.metadata : {}
    const images = 'images' in output && Array.isArray(output.images) ? { images: output.images } : {}
    return {
      state: output.isError ? 'error' : 'completed',
      output: { content: output.content, isError: output.isError, metadata, ...images },
    }
  }
  return { state: 'error', output: toolError(`${name} returned no valid output (a bug in the tool).`) }
}

function cancelled(name: string, reason: string): RunOutcome {
  return { state: 'cancelled', output: toolError(`${name} was cancelled: ${withFullStop(reason)}`) }
}

function formatDuration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
