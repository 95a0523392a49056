import { readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { ModelStreamPart } from '../../../electron/main/engine/providers/model-stream-part'
import { sharedFixture } from '../../helpers/shared-fixtures'

const fixtureDir = sharedFixture('llm-stream')

/** The recorded body as the server sent it: `.sse` files byte for byte, JSON-lines files wrapped in SSE framing. */
export function fixtureBody(relativePath: string): Buffer {
  const raw = readFileSync(join(fixtureDir, relativePath))
  if (relativePath.endsWith('.sse')) return raw
  const lines = raw
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
  const anthropic = relativePath.startsWith('anthropic/')
  const frames = lines.map((line) => {
    const type = (JSON.parse(line) as { type?: string }).type
    return anthropic ? `event: ${type}\ndata: ${line}\n\n` : `data: ${line}\n\n`
  })
  return Buffer.from(frames.join(''), 'utf8')
}

/** Every JSON payload of the fixture, for computing expectations independently of the decoder under test. */
export function fixturePayloads(relativePath: string): unknown[] {
  return fixtureBody(relativePath)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.startsWith('data: ') && !line.includes('[DONE]'))
    .map((line) => JSON.parse(line.slice('data: '.length)) as unknown)
}

/** Splits a body at the given cut points (any byte offsets, sorted or not). */
export function chunksAt(body: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((cut) => Math.max(0, Math.min(body.length, cut))))].sort((a, b) => a - b)
  const chunks: Buffer[] = []
  let start = 0
  for (const point of [...points, body.length]) {
    if (point > start) chunks.push(body.subarray(start, point))
    start = point
  }
  return chunks
}

/** Writes an SSE response chunk by chunk, yielding to the event loop between writes so chunks travel apart. */
export async function writeChunks(response: ServerResponse, chunks: Buffer[]): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  for (const chunk of chunks) {
    response.write(chunk)
    await new Promise((resolve) => setImmediate(resolve))
  }
  response.end()
}

export async function collect(parts: AsyncIterable<ModelStreamPart>): Promise<ModelStreamPart[]> {
  const all: ModelStreamPart[] = []
  for await (const part of parts) all.push(part)
  return all
}

/** The decoded summary a test compares: text, reasoning, complete calls, usage and finish reason. */
export function summarize(parts: ModelStreamPart[]) {
  return {
    text: parts.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : [])).join(''),
    reasoning: parts.flatMap((part) => (part.type === 'reasoning-delta' ? [part.delta] : [])).join(''),
    calls: parts.flatMap((part) => (part.type === 'tool-call-end' ? [part.call] : [])),
    usage: parts.flatMap((part) => (part.type === 'usage' ? [part.usage] : [])),
    finish: parts.flatMap((part) => (part.type === 'finish' ? [part.reason] : [])),
    errors: parts.flatMap((part) => (part.type === 'error' ? [part.error] : [])),
  }
}
