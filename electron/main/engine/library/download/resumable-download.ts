import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { open, readFile, rm, stat } from 'node:fs/promises'
import { writeFileAtomic } from '../../fs/atomic-write'
import { ChecksumMismatchError } from './download-errors'
import { sniffContent } from './pdf-sniff'

export interface DownloadProgress {
  received: number
  total: number | null
}

type FetchOutcome =
  | { kind: 'complete'; size: number; sha256: string }
  | { kind: 'not-pdf'; reason: string }
  | { kind: 'http-error'; status: number }

interface ResumableDownloadOptions {
  url: string
  partPath: string
  fetch: typeof fetch
  signal?: AbortSignal
  onProgress?: (progress: DownloadProgress) => void
  /** Attempts to resume a transfer that broke off. */
  maxResumes?: number
}

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size
  } catch {
    return 0
  }
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** `Repr-Digest: sha-256=:base64:` (RFC 9530) or `Digest: SHA-256=base64` (RFC 3230), as hex. */
function announcedSha256(headers: Headers): string | null {
  const value = headers.get('repr-digest') ?? headers.get('digest')
  const match = value ? /sha-256=:?([A-Za-z0-9+/=]+):?/i.exec(value) : null
  return match?.[1] ? Buffer.from(match[1], 'base64').toString('hex') : null
}

function totalSize(response: Response, offset: number): number | null {
  const range = response.headers.get('content-range')
  const fromRange = range ? /\/(\d+)$/.exec(range)?.[1] : undefined
  if (fromRange) return Number(fromRange)
  const length = response.headers.get('content-length')
  return length ? Number(length) + offset : null
}

/** One HTTP exchange appending to the `.part` file; resumes with Range when part of the file is already there. */
async function transfer(options: ResumableDownloadOptions): Promise<FetchOutcome & { announced?: string | null }> {
  const offset = await sizeOf(options.partPath)
  const headers: Record<string, string> = { Accept: 'application/pdf' }
  if (offset > 0) headers.Range = `bytes=${offset}-`
  const response = await options.fetch(options.url, { headers, signal: options.signal, redirect: 'follow' })
  if (response.status === 416 && offset > 0) {
    await rm(options.partPath, { force: true })
    return transfer(options)
  }
  if (!response.ok) {
    await response.body?.cancel()
    return { kind: 'http-error', status: response.status }
  }
  const resuming = offset > 0 && response.status === 206
  const file = await open(options.partPath, resuming ? 'a' : 'w')
  const total = totalSize(response, resuming ? offset : 0)
  let received = resuming ? offset : 0
  let checkedHead = resuming
  try {
    if (!response.body) throw new Error('The server sent no body.')
    for await (const chunk of response.body) {
      if (!checkedHead) {
        checkedHead = true
        const kind = sniffContent(chunk)
        if (kind !== 'pdf') {
          const type = response.headers.get('content-type') ?? 'unknown type'
          return {
            kind: 'not-pdf',
            reason:
              kind === 'html'
                ? `a web page (${type}), probably a login or paywall page, not a PDF`
                : `not a PDF (${type})`,
          }
        }
      }
      await file.write(chunk)
      received += chunk.byteLength
      options.onProgress?.({ received, total })
    }
  } finally {
    await file.close()
  }
  if (total !== null && received < total) throw new Error(`transfer ended at ${received} of ${total} bytes`)
  return {
    kind: 'complete',
    size: received,
    sha256: await sha256File(options.partPath),
    announced: announcedSha256(response.headers),
  }
}

/**
 * Downloads one URL into `partPath`, resuming after a broken transfer (Range), refusing anything that is not a PDF,
 * and checking the SHA-256 the server announces. A non-PDF answer removes the part file; a broken one keeps it.
 */
export async function downloadToPart(options: ResumableDownloadOptions): Promise<FetchOutcome> {
  const maxResumes = options.maxResumes ?? 3
  // A part file only resumes from the URL that started it (kept beside it), never from another source.
  const sourcePath = `${options.partPath}.source`
  const previousSource = await readFile(sourcePath, 'utf8').catch(() => null)
  if (previousSource !== options.url) {
    await rm(options.partPath, { force: true })
    await writeFileAtomic(sourcePath, options.url)
  }
  for (let attempt = 0; ; attempt++) {
    let outcome: Awaited<ReturnType<typeof transfer>>
    try {
      outcome = await transfer(options)
    } catch (error) {
      if (options.signal?.aborted || attempt >= maxResumes) throw error
      continue
    }
    if (outcome.kind !== 'complete') {
      await rm(options.partPath, { force: true })
      await rm(sourcePath, { force: true })
      return outcome
    }
    await rm(sourcePath, { force: true })
    if (outcome.announced && outcome.announced !== outcome.sha256) {
      await rm(options.partPath, { force: true })
      throw new ChecksumMismatchError(options.url, outcome.announced, outcome.sha256)
    }
    return { kind: 'complete', size: outcome.size, sha256: outcome.sha256 }
  }
}
