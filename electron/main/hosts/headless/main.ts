import { join } from 'node:path'
import { version } from '../../../../package.json'
import { type HeadlessCliOptions, headlessUsage, parseHeadlessArgs } from './cli-options'
import { runHeadless } from './run-headless'

const STOP_DEADLINE_MS = 2000

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
  // Listening before the engine starts, so a signal during start-up is obeyed too (the stop waits for the start).
  const running = runHeadless(options, { print: (line) => console.log(line), appVersion: version })
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    // A second signal means "now": nothing more is waited for.
    if (stopping) process.exit(1)
    stopping = true
    console.error('Stopping AstroResearch… (press Ctrl+C again to quit at once)')
    // The engine closes its database and lock within its own deadline; this is the last resort past it.
    setTimeout(() => {
      console.error('AstroResearch did not stop within 2 s; exiting.')
      process.exit(1)
    }, STOP_DEADLINE_MS).unref()
    running
      .then((started) => started.stop(signal))
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
  await running
}

main().catch((error: unknown) => {
  console.error(`AstroResearch could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
