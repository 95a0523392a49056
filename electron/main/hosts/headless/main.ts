import { join } from 'node:path'
import { version } from '../../../../package.json'
import { createEngine } from '../../engine/engine'
import { createFileSecretStore } from '../../engine/secrets/file-secret-store'
import { type HeadlessCliOptions, headlessUsage, parseHeadlessArgs } from './cli-options'
import { openBrowser } from './open-browser'
import { startHeadlessServer } from './server'

/** `node out/main/headless.js --data-dir D --port P [--no-open]`: the engine behind HTTP + SSE on 127.0.0.1. */
async function main(): Promise<void> {
  let options: HeadlessCliOptions
  try {
    options = parseHeadlessArgs(process.argv.slice(2), join(__dirname, '../renderer'))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${headlessUsage}`)
    process.exit(2)
  }
  if (options.help) {
    console.log(headlessUsage)
    return
  }
  const engine = await createEngine({
    host: 'headless',
    dataDir: options.dataDir,
    appVersion: version,
    secrets: createFileSecretStore(join(options.dataDir, 'secrets.json')),
    notifier: { notify: (title, body) => console.log(`${title}: ${body}`) },
    clock: { now: () => Date.now() },
  })
  const logger = engine.logger.child({ area: 'headless' })
  const server = await startHeadlessServer({
    engine,
    port: options.port,
    staticDir: options.staticDir,
    onError: (error) => logger.error('Request failed', { error }),
  })
  logger.info('Headless host listening', { origin: server.origin, dataDir: options.dataDir })
  console.log(`AstroResearch is running at ${server.launchUrl}`)
  console.log(`Data directory: ${options.dataDir}. Press Ctrl+C to stop.`)
  if (options.open) openBrowser(server.launchUrl)

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    logger.info('Stopping', { signal })
    server
      .close()
      .then(() => engine.dispose())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`AstroResearch did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`)
          process.exit(1)
        },
      )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`AstroResearch could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
