import { type LoopbackServer, startLoopbackServer } from './loopback-server'
import { readSharedFixtureText } from './shared-fixtures'

export interface TapScript {
  /** The fixture answering POST /tap/sync (read from tap-votable/), its HTTP status, and a delay before answering. */
  sync?: { fixture: string; status?: number; delayMs?: number }
  /** The job documents GET /tap/async/1 returns, one after the other (the last repeats). */
  jobPhases?: readonly string[]
  /** The fixture GET /tap/async/1/results/result returns. */
  result?: string
}

export interface TapReplayServer extends LoopbackServer {
  /** The TAP root to put in Settings → Services → Catalogues. */
  tapUrl: string
}

/**
 * A TAP service on loopback replaying recorded answers of real services (tap-votable/): sync queries, and an
 * asynchronous job that goes through the recorded UWS phases. Job documents link their results to the host they
 * were recorded at; the replay points those links at itself, as a recorded session replayed elsewhere must.
 */
export async function startTapReplayServer(script: TapScript): Promise<TapReplayServer> {
  let polls = 0
  let base = ''
  const server = await startLoopbackServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0]
    const xml = (text: string, status = 200) => {
      response.writeHead(status, { 'content-type': 'text/xml' })
      response.end(text)
    }
    if (request.method === 'POST' && path === '/tap/sync' && script.sync) {
      const { fixture, status, delayMs } = script.sync
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
      if (!response.destroyed) xml(readSharedFixtureText(`tap-votable/${fixture}`), status)
      return
    }
    if (request.method === 'POST' && path === '/tap/async') {
      response.writeHead(303, { location: `${base}/tap/async/1` })
      response.end()
      return
    }
    const phases = script.jobPhases ?? []
    if (request.method === 'GET' && path === '/tap/async/1' && phases.length > 0) {
      const fixture = phases[Math.min(polls, phases.length - 1)] ?? ''
      polls += 1
      xml(readSharedFixtureText(`tap-votable/${fixture}`).replaceAll('http://example.com/tap', `${base}/tap`))
      return
    }
    if (request.method === 'POST' && path === '/tap/async/1/phase') {
      response.writeHead(303, { location: `${base}/tap/async/1` })
      response.end()
      return
    }
    if (request.method === 'GET' && /^\/tap\/async\/[^/]+\/results\/result$/.test(path ?? '') && script.result) {
      xml(readSharedFixtureText(`tap-votable/${script.result}`))
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('not found')
  })
  base = server.url
  return { ...server, tapUrl: `${server.url}/tap` }
}
