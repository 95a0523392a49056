import type { AbortSignalLike } from '../../electron/shared/contract/abort-signal'
import type { CommandName } from '../../electron/shared/contract/commands'
import type { AgentEvent, EventFilter } from '../../electron/shared/contract/events'
import type { Transport } from '../../electron/shared/contract/transport'
import { abortable } from './abortable'
import { type LostEvents, openEventStream } from './event-stream'
import { parseOutput } from './parse-output'
import { createSharedEventStream } from './shared-event-stream'
import { cancelledError, commandErrorFrom, errorShapeSchema, unreachableError } from './transport-errors'

export type ConnectionState = 'open' | 'reconnecting' | 'unauthorized'

export interface HttpTransportOptions {
  /** Where the headless host listens; '' (the default) means the page's own origin. */
  baseUrl?: string
  /** Sent as `Authorization: Bearer` on every command and on the event stream. */
  token?: string
  fetch?: typeof fetch
  /** First wait before reconnecting the event stream; it doubles up to `maxReconnectDelayMs`. */
  reconnectDelayMs?: number
  maxReconnectDelayMs?: number
  onConnectionChange?: (state: ConnectionState) => void
  /** The server could not replay these events (its buffer moved on while disconnected): reload the view. */
  onEventsLost?: (lost: LostEvents) => void
}

/** The contract over the headless host: `fetch` for commands, a streamed SSE response for events. */
export function createHttpTransport(options: HttpTransportOptions = {}): Transport {
  const baseUrl = options.baseUrl ?? ''
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)
  const authorization: Record<string, string> =
    options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }

  function cancelOnServer(callId: string): void {
    fetchImpl(`${baseUrl}/api/cancel/${callId}`, {
      method: 'POST',
      headers: authorization,
      credentials: 'omit',
    }).catch(() => undefined)
  }

  async function post(name: string, input: unknown, callId: string, signal: AbortSignal): Promise<unknown> {
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}/api/invoke/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Call-Id': callId, ...authorization },
        body: JSON.stringify(input ?? {}),
        credentials: 'omit',
        signal,
      })
    } catch (error) {
      throw signal.aborted ? cancelledError() : unreachableError(error)
    }
    const body: unknown = await response.json().catch(() => null)
    if (response.ok) return body
    const shape = errorShapeSchema.safeParse(body)
    throw commandErrorFrom(
      shape.success
        ? shape.data
        : { code: `http-${response.status}`, message: response.statusText || 'Request failed' },
    )
  }

  const openStream = (filter: EventFilter, listener: (event: AgentEvent) => void) =>
    openEventStream({
      url: `${baseUrl}/api/events`,
      filter,
      listener,
      fetch: fetchImpl,
      headers: authorization,
      reconnectDelayMs: options.reconnectDelayMs ?? 500,
      maxReconnectDelayMs: options.maxReconnectDelayMs ?? 10_000,
      onConnectionChange: options.onConnectionChange ?? (() => {}),
      onEventsLost: options.onEventsLost ?? (() => {}),
    })
  const shared = createSharedEventStream((listener) => openStream({}, listener))

  return {
    async invoke<N extends CommandName>(name: N, input: unknown, invokeOptions?: { signal?: AbortSignalLike }) {
      const signal = invokeOptions?.signal
      if (signal?.aborted) throw cancelledError()
      const callId = crypto.randomUUID()
      const request = new AbortController()
      const output = await abortable(post(name, input, callId, request.signal), signal, () => {
        cancelOnServer(callId)
        request.abort()
      })
      return parseOutput(name, output)
    },
    subscribe(filter, listener) {
      // A stream that replays from a seq is the subscriber's own; every other subscriber shares one.
      return filter.afterSeq === undefined ? shared.subscribe(filter, listener) : openStream(filter, listener)
    },
  }
}
