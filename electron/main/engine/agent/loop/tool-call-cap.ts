import type { ToolCallRequest } from '../../tools/executor'

/**
 * The most tool calls one model reply may make. One XML reply was seen to hold 218,455 (issue 13); no task needs
 * more than a few dozen at once, and the model can continue in its next reply.
 */
const MAX_TOOL_CALLS_PER_REPLY = 64

/** The calls a provider reads from one reply: the ones that run and the one refused; the rest are not even decoded. */
export const TOOL_CALLS_READ_PER_REPLY = MAX_TOOL_CALLS_PER_REPLY + 1

const TOO_MANY_CALLS_ERROR =
  `You made more than ${MAX_TOOL_CALLS_PER_REPLY} tool calls in one reply; only the first ` +
  `${MAX_TOOL_CALLS_PER_REPLY} were run. This call and every call after it in that reply were not run: ` +
  `send the ones still needed in your next reply, at most ${MAX_TOOL_CALLS_PER_REPLY} at a time.`

type CallAdmission = 'run' | 'refuse' | 'drop'

/**
 * Counts the calls of one reply: the first `limit` run, the next one is answered with TOO_MANY_CALLS_ERROR (so the
 * model learns why), and the rest are dropped without a trace in the history.
 */
export function createToolCallCap(limit = MAX_TOOL_CALLS_PER_REPLY): () => CallAdmission {
  let seen = 0
  return () => {
    seen += 1
    return seen <= limit ? 'run' : seen === limit + 1 ? 'refuse' : 'drop'
  }
}

export function refusedCallRequest(call: { id: string; name: string }): ToolCallRequest {
  return { id: call.id, name: call.name, arguments: {}, refusal: TOO_MANY_CALLS_ERROR }
}
