import { createEngine } from '../../engine'
import type { HeadlessCliOptions } from './cli-options'
import { createHeadlessDeps } from './headless-deps'
import { openBrowser } from './open-browser'
import { startHeadlessServer } from './server'

interface RunningHeadless {
  /** The one-time URL with the token. */
  launchUrl: string
  /** Closes the server and then the engine. */
  stop(reason: string): Promise<void>
}

/** Starts the engine (secrets in a 0600 file) behind the HTTP server and tells the user where to point a browser. */
export async function runHeadless(
  options: HeadlessCliOptions,
  io: { print(line: string): void; appVersion: string },
): Promise<RunningHeadless> {
  const deps = createHeadlessDeps(options.dataDir, io.appVersion)
  const engine = await createEngine(deps)
  const logger = deps.log.logger.child({ area: 'headless' })
  let server: Awaited<ReturnType<typeof startHeadlessServer>>
  try {
    server = await startHeadlessServer({
      engine,
      port: options.port,
      staticDir: options.staticDir,
      onError: (error) => logger.error('Request failed', { error }),
      onAllWindowsClosed: () => {
        engine.disconnectClients('the window was closed')
      },
    })
  } catch (error) {
    await engine.dispose()
    throw error
  }
  logger.info('Headless host listening', { origin: server.origin, dataDir: options.dataDir })
  io.print(`AstroResearch is running at ${server.launchUrl}`)
  io.print(`Data directory: ${options.dataDir}. Press Ctrl+C to stop.`)
  if (options.open) openBrowser(server.launchUrl)

  let stopped: Promise<void> | null = null
  return {
    launchUrl: server.launchUrl,
    stop(reason) {
      stopped ??= (async () => {
        logger.info('Stopping', { reason })
        await server.close()
        await engine.dispose()
      })()
      return stopped
    },
  }
}
