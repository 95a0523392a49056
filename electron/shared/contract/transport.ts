import type { AbortSignalLike } from './abort-signal'
import type { CommandInput, CommandName, CommandOutput } from './commands'
import type { AgentEvent, EventFilter } from './events'

export type Unsubscribe = () => void

/** What every client of the engine sees, whatever carries the messages (in-process, Electron IPC, HTTP + SSE). */
export interface Transport {
  invoke<N extends CommandName>(
    name: N,
    input: CommandInput<N>,
    options?: { signal?: AbortSignalLike },
  ): Promise<CommandOutput<N>>
  subscribe(filter: EventFilter, listener: (event: AgentEvent) => void): Unsubscribe
}

/** The exact surface the Electron preload exposes as `window.bridge`. */
export interface Bridge {
  invoke(callId: string, name: string, input: unknown): Promise<unknown>
  cancel(callId: string): void
  subscribe(filter: EventFilter, listener: (event: unknown) => void): Unsubscribe
}

/** Errors crossing a transport keep a machine-readable code and a message for the user. */
export interface TransportErrorShape {
  code: string
  message: string
  hint?: string
  /** Present when the window can write the message itself, in the user's language (see error-details.ts). */
  detail?: { key: string; params: Record<string, string | number> }
}

export class CommandError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly hint?: string,
    readonly detail?: { key: string; params: Record<string, string | number> },
  ) {
    super(message)
    this.name = 'CommandError'
  }
}
