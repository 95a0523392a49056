import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { z } from 'zod'
import { type AgentEvent, type EventFilter, eventSchema } from '../../electron/shared/contract/events'
import type { Unsubscribe } from '../../electron/shared/contract/transport'

const readySchema = z.object({ afterSeq: z.number().int().nonnegative() })
const gapSchema = z.object({ fromSeq: z.number().int().nonnegative(), toSeq: z.number().int().nonnegative() })
export type LostEvents = z.infer<typeof gapSchema>

export interface EventStreamOptions {
  url: string
  filter: EventFilter
  listener: (event: AgentEvent) => void
  fetch: typeof fetch
  headers: Record<string, string>
  reconnectDelayMs: number
  maxReconnectDelayMs: number
  onConnectionChange: (state: 'open' | 'reconnecting' | 'unauthorized') => void
  onEventsLost: (lost: LostEvents) => void
}

/**
 * Reads the SSE stream with `fetch` and reconnects after any drop, sending the last seen seq as `Last-Event-ID`:
 * the server replays what was missed, and events at or below that seq are dropped, so none is lost or repeated.
 */
export function openEventStream(options: EventStreamOptions): Unsubscribe {
  let cursor: number | undefined = options.filter.afterSeq
  let stopped = false
  let connection = new AbortController()
  let wake: () => void = () => {}

  function receive(message: EventSourceMessage): void {
    if (message.event === 'ready') {
      const ready = readySchema.safeParse(parseJson(message.data))
      if (ready.success && cursor === undefined) cursor = ready.data.afterSeq
      return
    }
    if (message.event === 'gap') {
      const gap = gapSchema.safeParse(parseJson(message.data))
      if (gap.success) options.onEventsLost(gap.data)
      return
    }
    const event = eventSchema.safeParse(parseJson(message.data))
    if (!event.success || (cursor !== undefined && event.data.seq <= cursor)) return
    cursor = event.data.seq
    options.listener(event.data)
  }

  function streamUrl(): string {
    const query = new URLSearchParams()
    if (options.filter.sessionId !== undefined) query.set('sessionId', options.filter.sessionId)
    if (options.filter.types !== undefined) query.set('types', options.filter.types.join(','))
    const text = query.toString()
    return text === '' ? options.url : `${options.url}?${text}`
  }

  /** Returns false when retrying cannot help (the token was refused). */
  async function connectOnce(): Promise<boolean> {
    connection = new AbortController()
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...options.headers }
    if (cursor !== undefined) headers['Last-Event-ID'] = String(cursor)
    const response = await options.fetch(streamUrl(), {
      headers,
      credentials: 'omit',
      cache: 'no-store',
      signal: connection.signal,
    })
    if (response.status === 401) return false
    if (!response.ok || response.body === null) throw new Error(`Event stream answered ${response.status}`)
    options.onConnectionChange('open')
    const parser = createParser({ onEvent: receive })
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parser.feed(chunk.value)
    return true
  }

  async function run(): Promise<void> {
    let delay = options.reconnectDelayMs
    while (!stopped) {
      try {
        if (!(await connectOnce())) {
          if (!stopped) options.onConnectionChange('unauthorized')
          return
        }
        delay = options.reconnectDelayMs
      } catch {
        delay = Math.min(delay * 2, options.maxReconnectDelayMs)
      }
      if (stopped) return
      options.onConnectionChange('reconnecting')
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  }

  void run()
  return () => {
    stopped = true
    connection.abort()
    wake()
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
