import { readVoTable, VoTableError, type VoTableResult } from '../tables/votable/read-votable'
import { readUwsJob, type UwsJob, UwsJobError } from './uws-job'

export interface TapRequest {
  /** The service's TAP root, e.g. https://gea.esac.esa.int/tap-server/tap */
  baseUrl: string
  /** Named in messages ("Gaia archive"). */
  serviceName: string
  adql: string
  maxRows: number
  /** `auto`: synchronous first, and an asynchronous (UWS) job when the service does not answer in `syncTimeoutMs`. */
  mode: 'auto' | 'sync' | 'async'
  /** The rows kept for the table (the VOTable text is kept whole). */
  rowLimit: number
}

export interface TapTiming {
  syncTimeoutMs: number
  /** The first wait between looks at a job's phase; it doubles up to `pollMaxMs`. */
  pollFirstMs: number
  pollMaxMs: number
}

const defaultTapTiming: TapTiming = { syncTimeoutMs: 30_000, pollFirstMs: 500, pollMaxMs: 5_000 }

export interface TapAnswer {
  votable: string
  result: VoTableResult
  mode: 'sync' | 'async'
  jobUrl: string | null
}

/** A query the service refused or could not run; the message carries the service's own words. */
export class TapError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message)
    this.name = 'TapError'
  }
}

interface TapClientDeps {
  fetch: typeof fetch
  timing?: Partial<TapTiming>
  /** Called as the query moves on: sent, a job's phase, rows read. */
  onProgress?: (message: string) => void
}

const hintForQuery = 'Check the ADQL (table and column names) against the service, or lower the row limit.'
const hintForService = 'Check the base URL in Settings → Services → Catalogues, or try again later.'

function queryBody(request: TapRequest, extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    REQUEST: 'doQuery',
    LANG: 'ADQL',
    FORMAT: 'votable',
    MAXREC: String(request.maxRows),
    QUERY: request.adql,
    ...extra,
  })
}

const root = (baseUrl: string) => baseUrl.replace(/\/+$/, '')

function sleep(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason)
      return
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, milliseconds)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** Runs ADQL on a TAP service: synchronous, asynchronous through a UWS job, or the first falling back to the second. */
export function createTapClient(deps: TapClientDeps) {
  const timing = { ...defaultTapTiming, ...deps.timing }
  const progress = (message: string) => deps.onProgress?.(message)

  const request = async (url: string, init: RequestInit, what: string): Promise<Response> => {
    try {
      return await deps.fetch(url, init)
    } catch (error) {
      if (init.signal?.aborted) throw error
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : ''
      throw new TapError(`${what} could not be reached (${reason || 'network error'}).`, hintForService)
    }
  }

  /** A VOTable answer (also an error one, which services send with 4xx/5xx), or the HTTP failure. */
  const votableOf = async (
    response: Response,
    serviceName: string,
    rowLimit: number,
  ): Promise<{ text: string; result: VoTableResult }> => {
    const text = await response.text()
    let result: VoTableResult | null = null
    try {
      result = readVoTable(text, rowLimit)
    } catch (error) {
      if (!(error instanceof VoTableError)) throw error
      if (response.ok)
        throw new TapError(`${serviceName} sent an answer that could not be read: ${error.message}`, hintForService)
    }
    if (result?.error) throw new TapError(`${serviceName} reported an error: ${result.error}`, hintForQuery)
    if (!response.ok || !result) {
      const snippet = text
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 300)
      throw new TapError(
        `${serviceName} answered HTTP ${response.status}${snippet ? `: ${snippet}` : ''}`,
        response.status >= 500 ? hintForService : hintForQuery,
      )
    }
    return { text, result }
  }

  async function sync(tap: TapRequest, signal: AbortSignal): Promise<TapAnswer | 'too-slow'> {
    const timeout = tap.mode === 'auto' ? AbortSignal.timeout(timing.syncTimeoutMs) : null
    const combined = timeout ? AbortSignal.any([signal, timeout]) : signal
    progress(`Querying ${tap.serviceName}`)
    let response: Response
    try {
      response = await request(
        `${root(tap.baseUrl)}/sync`,
        { method: 'POST', body: queryBody(tap), signal: combined },
        tap.serviceName,
      )
    } catch (error) {
      if (timeout?.aborted && !signal.aborted) return 'too-slow'
      throw error
    }
    if (tap.mode === 'auto' && (response.status === 408 || response.status === 504)) {
      await response.body?.cancel()
      return 'too-slow'
    }
    const { text, result } = await votableOf(response, tap.serviceName, tap.rowLimit)
    return { votable: text, result, mode: 'sync', jobUrl: null }
  }

  const jobOf = async (response: Response, serviceName: string): Promise<UwsJob> => {
    const text = await response.text()
    if (!response.ok) {
      const snippet = text
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 300)
      throw new TapError(
        `${serviceName} refused the job: HTTP ${response.status}${snippet ? ` ${snippet}` : ''}`,
        hintForService,
      )
    }
    try {
      return readUwsJob(text)
    } catch (error) {
      if (error instanceof UwsJobError) throw new TapError(`${serviceName}: ${error.message}`, hintForService)
      throw error
    }
  }

  async function async(tap: TapRequest, signal: AbortSignal): Promise<TapAnswer> {
    const base = root(tap.baseUrl)
    progress(`Starting a job at ${tap.serviceName}`)
    const created = await request(
      `${base}/async`,
      { method: 'POST', body: queryBody(tap, { PHASE: 'RUN' }), signal },
      tap.serviceName,
    )
    let job = await jobOf(created, tap.serviceName)
    const jobUrl = created.url && created.url !== `${base}/async` ? created.url : `${base}/async/${job.jobId}`
    try {
      if (job.phase === 'PENDING') {
        const started = await request(
          `${jobUrl}/phase`,
          { method: 'POST', body: new URLSearchParams({ PHASE: 'RUN' }), signal },
          tap.serviceName,
        )
        // Most services answer with the job itself (after a redirect); one that says nothing is looked at below.
        const text = await started.text()
        try {
          job = readUwsJob(text)
        } catch {
          job = { ...job, phase: 'QUEUED' }
        }
      }
      let wait = timing.pollFirstMs
      while (!['COMPLETED', 'ERROR', 'ABORTED', 'HELD', 'SUSPENDED', 'ARCHIVED'].includes(job.phase)) {
        progress(`${tap.serviceName} job ${job.jobId}: ${job.phase}`)
        await sleep(wait, signal)
        wait = Math.min(wait * 2, timing.pollMaxMs)
        job = await jobOf(await request(jobUrl, { signal }, tap.serviceName), tap.serviceName)
      }
    } catch (error) {
      if (signal.aborted) void abortJob(jobUrl)
      throw error
    }
    progress(`${tap.serviceName} job ${job.jobId}: ${job.phase}`)
    if (job.phase === 'ERROR') {
      const message = job.errorMessage ?? (await errorDocument(jobUrl, signal))
      throw new TapError(`${tap.serviceName} reported an error: ${message}`, hintForQuery)
    }
    if (job.phase !== 'COMPLETED') {
      throw new TapError(`${tap.serviceName} stopped the job (phase ${job.phase}).`, hintForService)
    }
    const href = job.results.find((result) => result.id === 'result')?.href ?? job.results[0]?.href
    const resultUrl = href ? new URL(href, jobUrl).href : `${jobUrl}/results/result`
    progress(`Reading the result from ${tap.serviceName}`)
    const answer = await request(resultUrl, { signal }, tap.serviceName)
    const { text, result } = await votableOf(answer, tap.serviceName, tap.rowLimit)
    return { votable: text, result, mode: 'async', jobUrl }
  }

  /** The job's error document (often a VOTable with the reason), when its summary had no message. */
  async function errorDocument(jobUrl: string, signal: AbortSignal): Promise<string> {
    try {
      const response = await deps.fetch(`${jobUrl}/error`, { signal })
      const text = await response.text()
      try {
        return readVoTable(text, 0).error ?? text.trim().slice(0, 300)
      } catch {
        return (
          text
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 300) || 'no reason given'
        )
      }
    } catch {
      return 'no reason given'
    }
  }

  /** A cancelled query's job is aborted at the service (best effort: it is deleted by its destruction time anyway). */
  async function abortJob(jobUrl: string): Promise<void> {
    try {
      const response = await deps.fetch(`${jobUrl}/phase`, {
        method: 'POST',
        body: new URLSearchParams({ PHASE: 'ABORT' }),
        signal: AbortSignal.timeout(5_000),
      })
      await response.body?.cancel()
    } catch {
      // The job expires at the service.
    }
  }

  return {
    async query(tap: TapRequest, signal: AbortSignal): Promise<TapAnswer> {
      if (tap.mode === 'async') return async(tap, signal)
      const answer = await sync(tap, signal)
      if (answer !== 'too-slow') return answer
      progress(
        `${tap.serviceName} did not answer within ${Math.round(timing.syncTimeoutMs / 1000)} s; running the query as a job`,
      )
      return async(tap, signal)
    },
  }
}

export type TapClient = ReturnType<typeof createTapClient>
