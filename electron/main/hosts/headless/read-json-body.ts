import type { IncomingMessage } from 'node:http'
import { CommandError } from '../../../shared/contract/transport'

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024

/** Raised for bodies the server will not read; `status` is the HTTP answer. */
export class BodyError extends CommandError {
  constructor(
    readonly status: number,
    code: string,
    message: string,
    hint: string,
  ) {
    super(code, message, hint)
  }
}

function tooLarge(limit: number): BodyError {
  return new BodyError(
    413,
    'body-too-large',
    `The request body is larger than the limit of ${formatBytes(limit)}.`,
    'Send less data per call, or import large files through the library instead of the request body.',
  )
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`
}

/** Reads a JSON body up to `limit` bytes; an empty body is `{}`. */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(request.headers['content-length'] ?? Number.NaN)
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit)
  const contentType = request.headers['content-type'] ?? ''
  if (!/^application\/json\b/i.test(contentType)) {
    throw new BodyError(
      415,
      'unsupported-media-type',
      `The request body must be JSON, but its Content-Type is "${contentType || 'missing'}".`,
      'Send the header "Content-Type: application/json".',
    )
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > limit) throw tooLarge(limit)
    chunks.push(buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new BodyError(
      400,
      'invalid-json',
      `The request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      'Send the command input as a JSON object, for example {"title":"M31 rotation curve"}.',
    )
  }
}
