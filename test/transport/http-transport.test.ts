import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startHeadlessServer } from '../../electron/main/hosts/headless/server'
import { createHttpTransport } from '../../src/bridge/http-transport'
import { describeTransportConformance } from './transport-conformance'

describeTransportConformance(
  'HTTP + SSE (headless server on 127.0.0.1, browser client in Node)',
  async (engine) => {
    const staticDir = mkdtempSync(join(tmpdir(), 'astro-static-'))
    const server = await startHeadlessServer({ engine, staticDir, heartbeatMs: 50 })
    return {
      transport: createHttpTransport({ baseUrl: server.origin, token: server.token, reconnectDelayMs: 10 }),
      interrupt: () => server.dropEventStreams(),
      close: async () => {
        await server.close()
        rmSync(staticDir, { recursive: true, force: true })
      },
    }
  },
  { reconnects: true },
)
