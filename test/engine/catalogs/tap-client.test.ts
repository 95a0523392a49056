import { afterEach, describe, expect, it } from 'vitest'
import { createTapClient, TapError, type TapRequest } from '../../../electron/main/engine/catalogs/tap-client'
import { startTapReplayServer, type TapReplayServer, type TapScript } from '../../helpers/tap-replay-server'

let server: TapReplayServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const fast = { syncTimeoutMs: 200, pollFirstMs: 5, pollMaxMs: 20 }

async function run(script: TapScript, request: Partial<TapRequest> = {}, signal = new AbortController().signal) {
  server = await startTapReplayServer(script)
  const progress: string[] = []
  const client = createTapClient({ fetch, timing: fast, onProgress: (message) => progress.push(message) })
  const query: TapRequest = {
    baseUrl: server.tapUrl,
    serviceName: 'Gaia archive (ESA)',
    adql: 'SELECT TOP 5 * FROM gaiadr1.gaia_source',
    maxRows: 5,
    mode: 'auto',
    rowLimit: 10_000,
    ...request,
  }
  return { answer: await client.query(query, signal), progress, server }
}

describe('TAP client against recorded answers', () => {
  it('posts a synchronous ADQL query with its row limit and reads the VOTable', async () => {
    const { answer, server: tap } = await run({
      sync: { fixture: 'gaia-dr3-sync-adql-top20-gaia_source-tabledata.vot' },
    })
    expect(answer.mode).toBe('sync')
    expect(answer.result.table.totalRows).toBe(2)
    const body = new URLSearchParams(tap.requests[0]?.body)
    expect(Object.fromEntries(body)).toMatchObject({ REQUEST: 'doQuery', LANG: 'ADQL', MAXREC: '5', FORMAT: 'votable' })
  })

  it('falls back to a UWS job when the synchronous answer is slow, following its phases to the result', async () => {
    const {
      answer,
      progress,
      server: tap,
    } = await run({
      sync: { fixture: 'gaia-dr3-sync-adql-top20-gaia_source-tabledata.vot', delayMs: 2_000 },
      jobPhases: [
        'uws-job-pending-extracted-vo-cutouts.xml',
        'uws-job-executing-casda.xml',
        'uws-job-completed-dachs-style.xml',
      ],
      result: 'gaia-dr1-job-result-top5-binary2.vot',
    })
    expect(answer.mode).toBe('async')
    expect(answer.result.table.totalRows).toBe(5)
    expect(answer.result.table.columns).toHaveLength(57)
    expect(progress.some((line) => line.includes('EXECUTING'))).toBe(true)
    const calls = tap.requests.map((request) => `${request.method} ${request.url}`)
    expect(calls).toContain('POST /tap/async')
    expect(calls).toContain('POST /tap/async/1/phase')
    expect(calls.at(-1)).toBe('GET /tap/async/1337/results/result')
    expect(new URLSearchParams(tap.requests.find((request) => request.url === '/tap/async')?.body).get('PHASE')).toBe(
      'RUN',
    )
  })

  it('reports a job that ends in ERROR with the service’s message', async () => {
    await expect(
      run({ jobPhases: ['uws-job-executing-casda.xml', 'uws-job-error-dachs-style.xml'] }, { mode: 'async' }),
    ).rejects.toThrow(/Gaia archive \(ESA\) reported an error: We have problem/)
  })

  it('reports a query the service refused (an error VOTable with HTTP 400) in the service’s words', async () => {
    const failure = run({ sync: { fixture: 'vizier-error-database-unreachable.xml', status: 400 } })
    await expect(failure).rejects.toBeInstanceOf(TapError)
    await expect(failure).rejects.toThrow(/The database is not currently reachable/)
  })

  it('aborts the job at the service when the query is cancelled', async () => {
    const controller = new AbortController()
    const running = run({ jobPhases: ['uws-job-executing-casda.xml'] }, { mode: 'async' }, controller.signal)
    setTimeout(() => controller.abort(new Error('stopped')), 100)
    await expect(running).rejects.toThrow('stopped')
    await expect.poll(() => server?.requests.some((request) => request.body === 'PHASE=ABORT')).toBe(true)
  })

  it('says which service could not be reached', async () => {
    const client = createTapClient({ fetch, timing: fast })
    await expect(
      client.query(
        {
          baseUrl: 'http://127.0.0.1:9/tap',
          serviceName: 'SIMBAD (CDS)',
          adql: 'SELECT 1',
          maxRows: 1,
          mode: 'sync',
          rowLimit: 1,
        },
        new AbortController().signal,
      ),
    ).rejects.toThrow(/SIMBAD \(CDS\) could not be reached/)
  })
})
