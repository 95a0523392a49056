import { type EventSourceMessage, EventSourceParserStream } from 'eventsource-parser/stream'

/** The server-sent events of a streaming response body, decoded as UTF-8 across chunk boundaries. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<EventSourceMessage> {
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader()
  try {
    while (true) {
      const { done, value } = await reader.read()
      if (done) return
      yield value
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
}
