import { join } from 'node:path'
import { createEngine } from '../../engine/engine'
import { createFileSecretStore } from '../../engine/secrets/file-secret-store'
import type { HeadlessCliOptions } from './cli-options'
import { openBrowser } from './open-browser'
import { startHeadlessServer } from './server'

export const SECRETS_FILE_NAME = 'secrets.json'

export interface RunningHeadless {
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
  const engine = await createEngine({
    host: 'headless',
    dataDir: options.dataDir,
    appVersion: io.appVersion,
    secrets: createFileSecretStore(join(options.dataDir, SECRETS_FILE_NAME)),
    notifier: { notify: (title, body) => io.print(`${title}: ${body}`) },
    clock: { now: () => Date.now() },
  })
  const logger = engine.logger.child({ area: 'headless' })
  let server: Awaited<ReturnType<typeof startHeadlessServer>>
  try {
    server = await startHeadlessServer({
      engine,
      port: options.port,
      staticDir: options.staticDir,
      onError: (error) => logger.error('Request failed', { error }),
      onAllWindowsClosed: () => {
        engine.permissions.disconnect('the window was closed')
        engine.questions.cancelAll('the window was closed')
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
