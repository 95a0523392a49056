import type { AbortSignalLike } from './abort-signal'
import type { CommandName, CommandOutput, ParsedCommandInput } from './commands'

export interface HandlerContext {
  signal: AbortSignalLike
}

/** One handler per command; leaving one out is a compile error. */
export type Handlers = {
  [N in CommandName]: (input: ParsedCommandInput<N>, context: HandlerContext) => Promise<CommandOutput<N>>
}
