import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { dataDirFromArgs, defaultDataDir } from '../../engine'

export interface HeadlessCliOptions {
  dataDir: string
  port: number
  open: boolean
  staticDir: string
  help: boolean
}

export const headlessUsage = `Usage: node out/main/headless.js [--data-dir DIR] [--port PORT] [--no-open]

  --data-dir DIR   where the database, settings, secrets and logs live (default: the platform's app data folder)
  --port PORT      port on 127.0.0.1; 0 (the default) picks a free one
  --no-open        do not open a browser, just print the URL
  --static-dir DIR the built user interface (default: out/renderer next to this script)`

/** Parses the headless host's command line; a bad flag throws an error that names the fix. */
export function parseHeadlessArgs(args: string[], defaultStaticDir: string): HeadlessCliOptions {
  const { values } = parseArgs({
    args,
    options: {
      'data-dir': { type: 'string' },
      port: { type: 'string' },
      'no-open': { type: 'boolean', default: false },
      'static-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  })
  const portText = values.port ?? '0'
  const port = Number(portText)
  if (!/^\d+$/.test(portText) || port > 65_535) {
    throw new Error(`--port must be a number from 0 to 65535 (0 picks a free port), not "${portText}".`)
  }
  const dataDirFlag = values['data-dir']
  return {
    dataDir: dataDirFlag === undefined ? defaultDataDir() : (dataDirFromArgs(['--data-dir', dataDirFlag]) ?? ''),
    port,
    open: !values['no-open'],
    staticDir: resolve(values['static-dir'] ?? defaultStaticDir),
    help: values.help,
  }
}
