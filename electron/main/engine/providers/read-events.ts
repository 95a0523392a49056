import { createParser, type EventSourceMessage } from 'eventsource-parser'

/** The server-sent events of a streaming response body, decoded as UTF-8 across chunk boundaries. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<EventSourceMessage> {
  const pending: EventSourceMessage[] = []
  const parser = createParser({ onEvent: (event) => pending.push(event) })
  const decoder = new TextDecoder()
  const reader = body.getReader()
  try {
    while (true) {
      const { done, value } = await reader.read()
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }))
      if (done) parser.reset({ consume: true })
      yield* pending.splice(0)
      if (done) return
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
}
