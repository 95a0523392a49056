import type { IncomingMessage, ServerResponse } from 'node:http'
import { prettifyError, z } from 'zod'
import { type AgentEvent, eventFilterSchema } from '../../../shared/contract/events'
import type { EngineCore } from '../common/engine-core'
import { sendError } from './http-responses'

const seqText = z
  .string()
  .regex(/^\d{1,15}$/, 'must be a non-negative integer')
  .transform(Number)

const eventsQuerySchema = z.object({
  sessionId: z.string().min(1).max(200).optional(),
  types: z
    .string()
    .max(2000)
    .transform((value) => value.split(',').filter((type) => type !== ''))
    .optional(),
  lastEventId: seqText.optional(),
})

/** How long the host waits for a window to reconnect before treating every window as closed. */
const DEFAULT_IDLE_GRACE_MS = 20_000

interface EventStreams {
  /** Ends every open stream: at shutdown (no idle report follows), or as a dropped connection would. */
  closeAll(cause: 'shutdown' | 'drop'): void
}

/**
 * The open event streams. When the last one closes and none reopens within `idleGraceMs` (a reload reconnects at
 * once), `onIdle` runs: nobody is left to answer a permission request or a question.
 */
export function createEventStreams(
  options: { idleGraceMs?: number; onIdle?: () => void } = {},
): EventStreams & { track(response: ServerResponse): () => void } {
  const open = new Set<ServerResponse>()
  let idleTimer: NodeJS.Timeout | null = null
  let shutDown = false
  const cancelIdle = () => {
    if (idleTimer) clearTimeout(idleTimer)
    idleTimer = null
  }
  return {
    track(response) {
      cancelIdle()
      open.add(response)
      return () => {
        open.delete(response)
        if (open.size > 0 || !options.onIdle || shutDown) return
        cancelIdle()
        idleTimer = setTimeout(() => {
          idleTimer = null
          if (open.size === 0) options.onIdle?.()
        }, options.idleGraceMs ?? DEFAULT_IDLE_GRACE_MS)
        idleTimer.unref()
      }
    },
    closeAll(cause) {
      shutDown ||= cause === 'shutdown'
      cancelIdle()
      for (const response of open) response.destroy()
      open.clear()
    },
  }
}

function formatSseEvent(event: AgentEvent): string {
  return `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`
}

/**
 * `GET /api/events`: Server-Sent Events. The first message (`ready`) names the seq the stream starts after; events
 * follow with `id: <seq>`. A `Last-Event-ID` header (or `lastEventId` query) replays what the client missed, and a
 * `gap` message names the events too old to replay.
 */
export function handleEvents(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  options: { engine: EngineCore; heartbeatMs: number; streams: ReturnType<typeof createEventStreams> },
): void {
  const query = eventsQuerySchema.safeParse({
    sessionId: url.searchParams.get('sessionId') ?? undefined,
    types: url.searchParams.get('types') ?? undefined,
    lastEventId: headerValue(request.headers['last-event-id']) ?? url.searchParams.get('lastEventId') ?? undefined,
  })
  if (!query.success) {
    sendError(response, 400, {
      code: 'invalid-input',
      message: `Invalid event stream request:\n${prettifyError(query.error)}`,
      hint: 'Use ?sessionId=<id>&types=a,b and a numeric Last-Event-ID.',
    })
    return
  }
  const afterSeq = query.data.lastEventId ?? options.engine.events.lastSeq()
  const filter = eventFilterSchema.parse({ sessionId: query.data.sessionId, types: query.data.types, afterSeq })

  response.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  })
  response.flushHeaders()
  response.write(`event: ready\ndata: ${JSON.stringify({ afterSeq })}\n\n`)
  const lost = lostRange(options.engine, afterSeq)
  if (lost !== null) response.write(`event: gap\ndata: ${JSON.stringify(lost)}\n\n`)

  const unsubscribe = options.engine.events.subscribe(filter, (event) => {
    response.write(formatSseEvent(event))
  })
  const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), options.heartbeatMs)
  const untrack = options.streams.track(response)
  response.on('close', () => {
    clearInterval(heartbeat)
    unsubscribe()
    untrack()
  })
}

/** Events after `afterSeq` that fell out of the replay buffer: the client must reload instead of replaying. */
function lostRange(engine: EngineCore, afterSeq: number): { fromSeq: number; toSeq: number } | null {
  const lastSeq = engine.events.lastSeq()
  if (afterSeq >= lastSeq) return null
  const oldestKept = engine.events.replay({ afterSeq })[0]?.seq ?? lastSeq + 1
  return oldestKept > afterSeq + 1 ? { fromSeq: afterSeq + 1, toSeq: oldestKept - 1 } : null
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
