import { setImmediate as nextTurn } from 'node:timers/promises'
import { createParser, type EventSourceMessage } from 'eventsource-parser'

/**
 * How long events are handed on without a break. A fast server's reply arrives faster than it is decoded, and its
 * buffered chunks would otherwise be read in one unbroken run of promise callbacks, starving every other command.
 */
const SLICE_MS = 10

/** The server-sent events of a streaming response body, decoded as UTF-8 across chunk boundaries. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<EventSourceMessage> {
  const pending: EventSourceMessage[] = []
  const parser = createParser({ onEvent: (event) => pending.push(event) })
  const decoder = new TextDecoder()
  const reader = body.getReader()
  let sliceStarted = performance.now()
  try {
    while (true) {
      const { done, value } = await reader.read()
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }))
      if (done) parser.reset({ consume: true })
      for (const event of pending.splice(0)) {
        yield event
        if (performance.now() - sliceStarted > SLICE_MS) {
          await nextTurn()
          sliceStarted = performance.now()
        }
      }
      if (done) return
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
}
